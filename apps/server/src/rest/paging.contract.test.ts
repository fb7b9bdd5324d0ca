import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import { ZOffer } from '@energy/domain/schemas/offer';
import { PAGE_LIMIT_DEFAULT, PAGING_MESSAGES } from '@energy/domain/schemas/paging';
import { ZOrder } from '@energy/domain/schemas/fulfilment';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { countUpTo, encodeCursor, MATCH } from '@energy/trpc/paging';
import { ZCursorBody } from '@energy/trpc/cursor';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import { createRfq, inDays, json, startParties, submitOffer, type Parties } from '@energy/test/procurement';

const Ids = z.array(z.object({ id: z.string() }));

interface Walk {
  ids: string[];
  pages: number;
  totals: number[];
}

/** Follows `Link: <…>; rel="next"` from `first` to the end; `between` runs after each page but the last. */
async function followLinks(
  client: HttpClient,
  first: string,
  between: () => Promise<void> = async () => {},
): Promise<Walk> {
  const walk: Walk = { ids: [], pages: 0, totals: [] };
  let next: string | null = first;
  while (next) {
    const response = await client.get(next);
    const page = await json(response, Ids);
    walk.ids.push(...page.map((row) => row.id));
    walk.pages += 1;
    walk.totals.push(Number(response.headers.get('x-total-count')));
    next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    if (next) await between();
    if (walk.pages > 100) throw new Error('the links never end');
  }
  return walk;
}

const ZTrpcPage = z.object({
  result: z.object({ data: z.object({ items: Ids, nextCursor: z.string().nullable(), total: z.number() }) }),
});

/** Follows tRPC's `nextCursor` from the first page to the end, as useInfiniteQuery does. */
async function followCursors(
  client: HttpClient,
  procedure: string,
  input: Record<string, unknown>,
  between: () => Promise<void> = async () => {},
): Promise<Walk> {
  const walk: Walk = { ids: [], pages: 0, totals: [] };
  let cursor: string | null = null;
  do {
    // As @trpc/react-query sends it: the cursor (null first) and the direction beside the list's input.
    const query = encodeURIComponent(JSON.stringify({ ...input, cursor, direction: 'forward' }));
    const { data } = (await json(await client.get(`/api/trpc/${procedure}?input=${query}`), ZTrpcPage)).result;
    walk.ids.push(...data.items.map((row) => row.id));
    walk.pages += 1;
    walk.totals.push(data.total);
    cursor = data.nextCursor;
    if (cursor) await between();
  } while (cursor && walk.pages <= 100);
  return walk;
}

function expectEachOnce(walk: Walk, expected: string[]) {
  expect(new Set(walk.ids).size, 'no row twice').toBe(walk.ids.length);
  expect([...walk.ids].sort()).toEqual([...expected].sort());
}

describe.each(testBackends())('Cursor paging (%s)', (backend) => {
  let p: Parties;
  let buyerUser: { id: string; organizationId: string | null };
  const buyerRfqIds = async () =>
    (
      await p.server.database.db
        .select({ id: rfqs.id })
        .from(rfqs)
        .where(eq(rfqs.buyerOrgId, buyerUser.organizationId ?? ''))
    ).map((r) => r.id);

  beforeAll(async () => {
    p = await startParties(backend);
    const [found] = await p.server.database.db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, 'buyer'));
    if (!found) throw new Error('no demo buyer');
    buyerUser = found;
    // More RFQs than one default page, written straight to the table (the API path is tested elsewhere).
    await p.server.database.db.insert(rfqs).values(
      Array.from({ length: PAGE_LIMIT_DEFAULT + 7 }, (_, i) => ({
        rfqNumber: `RFQ-PAGE-${String(i).padStart(4, '0')}`,
        buyerOrgId: found.organizationId ?? '',
        createdBy: found.id,
        title: `Bulk paging tender ${i}`,
        productType: 'refined-products',
        quantity: '10',
        unit: 'liters',
        deliveryLocation: 'Apapa',
        deliveryDate: new Date(inDays(30)),
        closeDate: new Date(inDays(5)),
        // A handful share one timestamp: the id must break the tie.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 4))),
      })),
    );
  });
  afterAll(() => p.server.close());

  it(`answers ${PAGE_LIMIT_DEFAULT} rows by default, with the total and a link to the next page`, async () => {
    const response = await p.buyer.get('/api/rfq/rfqs');
    const page = await json(response, z.array(ZRfq));
    expect(page).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(Number(response.headers.get('x-total-count'))).toBe((await buyerRfqIds()).length);
    expect(response.headers.get('link')).toMatch(/^<\/api\/rfq\/rfqs\?cursor=[\w-]+\.[\w-]+>; rel="next"$/);
  });

  it('REST: following the Link header shows every RFQ exactly once while new ones are created between pages, newest first and oldest first', async () => {
    const before = await buyerRfqIds();
    const newest = await followLinks(
      p.buyer,
      '/api/rfq/rfqs?limit=7',
      async () => void (await createRfq(p.buyer, { title: 'Created mid-walk' })),
    );
    // Newest first: rows created meanwhile sort before the first page and are not shown at all.
    expectEachOnce(newest, before);
    expect(newest.totals[0]).toBe(before.length);
    const middle = await buyerRfqIds();
    const added: string[] = [];
    const oldest = await followLinks(
      p.buyer,
      '/api/rfq/rfqs?limit=9&sort=createdAt&order=asc',
      async () => void added.push((await createRfq(p.buyer)).id),
    );
    // Oldest first: rows created meanwhile come at the end, each once.
    expectEachOnce(oldest, [...middle, ...added]);
  });

  it('tRPC: following nextCursor shows every RFQ exactly once; the X-Total-Count of REST and the total of tRPC agree', async () => {
    const before = await buyerRfqIds();
    const walk = await followCursors(
      p.buyer,
      'rfq.list',
      { limit: 11, sort: 'title', order: 'asc' },
      async () => void (await createRfq(p.buyer, { title: 'Aaa inserted before the cursor' })),
    );
    expect(new Set(walk.ids).size).toBe(walk.ids.length);
    for (const id of before) expect(walk.ids).toContain(id);
    const rest = await p.buyer.get('/api/rfq/rfqs?limit=1');
    expect(Number(rest.headers.get('x-total-count'))).toBe((await buyerRfqIds()).length);
  });

  it('offers: every offer once over REST and tRPC while the supplier submits more between pages', async () => {
    const quoted = [];
    for (let i = 0; i < 5; i++) quoted.push(await submitOffer(p.supplier, (await createRfq(p.buyer)).id));
    const mine = async () => json(await p.supplier.get('/api/offers?limit=200'), z.array(ZOffer));
    const before = (await mine()).map((o) => o.id);
    expect(before.length).toBeGreaterThanOrEqual(5);
    const insert = async () => void (await submitOffer(p.supplier, (await createRfq(p.buyer)).id));
    expectEachOnce(await followLinks(p.supplier, '/api/offers?limit=2', insert), before);
    const middle = (await mine()).map((o) => o.id);
    const viaTrpc = await followCursors(p.supplier, 'offer.list', { limit: 3 }, insert);
    expectEachOnce(viaTrpc, middle);
    expect(viaTrpc.totals.every((total) => total >= middle.length)).toBe(true);
  });

  it('orders: every order once over REST and tRPC while orders are made between pages', async () => {
    for (let i = 0; i < 3; i++) await signedOrder(p);
    const all = async () => (await json(await p.buyer.get('/api/orders?limit=200'), z.array(ZOrder))).map((o) => o.id);
    const before = await all();
    expectEachOnce(await followLinks(p.buyer, '/api/orders?limit=2', async () => void (await signedOrder(p))), before);
    const middle = await all();
    expectEachOnce(
      await followCursors(p.buyer, 'order.list', { limit: 2 }, async () => void (await signedOrder(p))),
      middle,
    );
  });

  it('sort, filter and search combine in one query, and the count follows them', async () => {
    const titles = ['Keyset Zulu diesel', 'Keyset Alpha diesel', 'Keyset Mike diesel'];
    const made = [];
    for (const title of titles) made.push(await createRfq(p.buyer, { title }));
    await createRfq(p.buyer, { title: 'Keyset Bravo kerosene' });
    const cancelled = made[2];
    if (!cancelled) throw new Error('no rfq');
    expect((await p.buyer.post(`/api/rfq/rfqs/${cancelled.id}/cancel`, {})).status).toBe(200);
    const response = await p.buyer.get('/api/rfq/rfqs?q=KEYSET%20&sort=title&order=asc&status=published&limit=1');
    const first = await json(response, z.array(ZRfq));
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(first.map((r) => r.title)).toEqual(['Keyset Alpha diesel']);
    const walk = await followLinks(p.buyer, '/api/rfq/rfqs?q=keyset%20&sort=title&order=desc&status=published&limit=2');
    const byId = new Map(made.map((r) => [r.id, r.title]));
    expect(walk.ids.map((id) => byId.get(id) ?? 'Keyset Bravo kerosene')).toEqual([
      'Keyset Zulu diesel',
      'Keyset Bravo kerosene',
      'Keyset Alpha diesel',
    ]);
    expect(walk.totals).toEqual([3, 3]);
    // A search treats % and _ as themselves.
    expect(await json(await p.buyer.get('/api/rfq/rfqs?q=%25'), z.array(ZRfq))).toEqual([]);
  });

  it('answers 400 naming the field for an oversized or malformed limit and for forged, tampered or replayed cursors', async () => {
    for (const limit of ['201', '0', '-1', 'ten', '1.5']) {
      const response = await p.buyer.get(`/api/rfq/rfqs?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect((await response.json()).details).toContainEqual({ path: 'limit', message: PAGING_MESSAGES.limit });
    }
    expect((await p.buyer.get('/api/rfq/rfqs?limit=200')).status).toBe(200);

    const link = (await p.buyer.get('/api/rfq/rfqs?limit=2&sort=closeDate')).headers.get('link') ?? '';
    const cursor = new URL(/<([^>]+)>/.exec(link)?.[1] ?? '', 'http://x').searchParams.get('cursor') ?? '';
    expect(cursor).not.toBe('');
    const [body = '', checksum = ''] = cursor.split('.');
    const decoded = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...decoded, k: '1999-01-01 00:00:00+00' })).toString('base64url');
    const flipped = `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}.${checksum}`;
    const cases: [string, string][] = [
      ['garbage', '/api/rfq/rfqs?cursor=abc'],
      ['forged key, old checksum', `/api/rfq/rfqs?limit=2&sort=closeDate&cursor=${forgedBody}.${checksum}`],
      ['one character changed', `/api/rfq/rfqs?limit=2&sort=closeDate&cursor=${flipped}`],
      ['replayed under another sort', `/api/rfq/rfqs?limit=2&sort=title&cursor=${cursor}`],
      ['replayed under another order', `/api/rfq/rfqs?limit=2&sort=closeDate&order=asc&cursor=${cursor}`],
      ['replayed with another search', `/api/rfq/rfqs?limit=2&sort=closeDate&q=x&cursor=${cursor}`],
      ['replayed on another list', `/api/offers?limit=2&sort=createdAt&cursor=${cursor}`],
    ];
    for (const [what, url] of cases) {
      const response = await p.buyer.get(url);
      expect(response.status, what).toBe(400);
      expect((await response.json()).details, what).toContainEqual({ path: 'cursor', message: PAGING_MESSAGES.cursor });
    }
    // The genuine cursor still works.
    expect((await p.buyer.get(`/api/rfq/rfqs?limit=2&sort=closeDate&cursor=${cursor}`)).status).toBe(200);
    // tRPC refuses the same way.
    const trpc = await p.buyer.get(`/api/trpc/rfq.list?input=${encodeURIComponent(JSON.stringify({ limit: 201 }))}`);
    expect(trpc.status).toBe(400);
  });

  it('refuses (400) a cursor signed with anything but the server secret, and a signed cursor whose key its column cannot take', async () => {
    const link = (await p.buyer.get('/api/rfq/rfqs?limit=2&sort=closeDate')).headers.get('link') ?? '';
    const cursor = new URL(/<([^>]+)>/.exec(link)?.[1] ?? '', 'http://x').searchParams.get('cursor') ?? '';
    const genuine = ZCursorBody.parse(JSON.parse(Buffer.from(cursor.split('.')[0] ?? '', 'base64url').toString()));
    const page = (token: string) => p.buyer.get(`/api/rfq/rfqs?limit=2&sort=closeDate&cursor=${token}`);
    const expectRefused = async (what: string, token: string) => {
      const response = await page(token);
      expect(response.status, what).toBe(400);
      expect((await response.json()).details, what).toContainEqual({ path: 'cursor', message: PAGING_MESSAGES.cursor });
    };
    // Valid shape, checksum made the way cursors used to be signed: with a constant anyone can read in the source.
    const forged = Buffer.from(JSON.stringify({ ...genuine, k: '1999-01-01 00:00:00+00' })).toString('base64url');
    const publicChecksum = createHash('sha256')
      .update('energy-hub/cursor/v1')
      .update('\0')
      .update(forged)
      .digest()
      .subarray(0, 12)
      .toString('base64url');
    await expectRefused('signed with the public constant', `${forged}.${publicChecksum}`);
    await expectRefused('valid shape, wrong signature', `${forged}.${'A'.repeat(22)}`);
    // Signed with the server's own secret, but with keys PostgreSQL cannot cast (22008, 22007): 400, never 500.
    for (const k of [
      '2024-02-30 00:00:00+00',
      '2024-13-01 00:00:00+00',
      '2024-01-01 25:00:00+00',
      '0000-01-01 00:00:00+00',
      '2024-01-01 00:00:00+19',
    ]) {
      await expectRefused(`impossible date ${k}`, encodeCursor({ ...genuine, k }));
    }
    const title = encodeCursor({ ...genuine, s: 'title', k: 'a\u0000b' });
    const response = await p.buyer.get(`/api/rfq/rfqs?limit=2&sort=title&cursor=${title}`);
    expect(response.status, 'NUL in a text key').toBe(400);
    // The server's own cursor, re-signed unchanged, still continues the list.
    expect((await page(encodeCursor(genuine))).status).toBe(200);
  });

  it('counts exactly up to the cap and says "too many" (null) beyond it, so a total never costs more than its page', async () => {
    const { db } = p.server.database;
    const matching = () =>
      db
        .select(MATCH)
        .from(rfqs)
        .where(eq(rfqs.buyerOrgId, buyerUser.organizationId ?? ''))
        .$dynamic();
    const all = (await buyerRfqIds()).length;
    expect(await countUpTo(db, matching())).toBe(all);
    expect(await countUpTo(db, matching(), all)).toBe(all);
    expect(await countUpTo(db, matching(), all - 1)).toBeNull();
  });

  it('refuses an unknown sort column with 400', async () => {
    const response = await p.buyer.get('/api/rfq/rfqs?sort=buyerOrgId');
    expect(response.status).toBe(400);
    expect((await response.json()).details[0].path).toBe('sort');
  });
});
