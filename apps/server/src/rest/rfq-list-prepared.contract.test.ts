import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { inDays, json, signUp, startParties, type Parties } from '@energy/test/procurement';

/**
 * The RFQ list runs one prepared statement per query shape (packages/trpc/src/prepared-page.ts): requests
 * of one shape share the SQL and differ only in the values. These walk one server through several callers,
 * filters, searches and cursors in a row, and compare each page with the rows read straight from the table,
 * so a value kept by a cached statement (another organization's id, another status, another cursor or
 * search) shows up as a wrong page.
 */

const Rfqs = z.array(ZRfq);
const PER_ORGANIZATION = 13;
const STATUSES = ['published', 'quoted', 'cancelled'] as const;

interface Page {
  ids: string[];
  total: string | null;
  next: string | null;
}

async function pageOf(client: HttpClient, url: string): Promise<Page> {
  const response = await client.get(url);
  const rows = await json(response, Rfqs);
  return {
    ids: rows.map((row) => row.id),
    total: response.headers.get('x-total-count'),
    next: /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null,
  };
}

describe.each(testBackends())('RFQ list pages through prepared statements (%s)', (backend) => {
  let p: Parties;
  let otherBuyer: HttpClient;
  const orgOf: Record<'buyer' | 'other', string> = { buyer: '', other: '' };

  /** What the list must show: the organization's RFQs matching `where`, newest first (id breaking ties). */
  async function expected(org: 'buyer' | 'other', where?: SQL): Promise<string[]> {
    const rows = await p.server.database.db
      .select({ id: rfqs.id })
      .from(rfqs)
      .where(and(eq(rfqs.buyerOrgId, orgOf[org]), where))
      .orderBy(desc(rfqs.createdAt), desc(rfqs.id));
    return rows.map((row) => row.id);
  }

  async function seed(org: 'buyer' | 'other', username: string, word: string) {
    const db = p.server.database.db;
    const [user] = await db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, username));
    if (!user?.organizationId) throw new Error(`no organization for ${username}`);
    orgOf[org] = user.organizationId;
    await db.insert(rfqs).values(
      Array.from({ length: PER_ORGANIZATION }, (_, i) => ({
        rfqNumber: `RFQ-PREP-${org}-${String(i).padStart(3, '0')}`,
        buyerOrgId: user.organizationId ?? '',
        createdBy: user.id,
        title: `${i % 2 ? 'Alpha' : 'Beta'} ${word} lot ${i}`,
        productType: 'refined-products',
        quantity: '10',
        unit: 'liters',
        deliveryLocation: 'Apapa',
        deliveryDate: new Date(inDays(30)),
        closeDate: new Date(inDays(5)),
        status: STATUSES[i % STATUSES.length],
        // Pairs share a timestamp: the id breaks the tie in the cursor.
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, Math.floor(i / 2))),
      })),
    );
  }

  beforeAll(async () => {
    p = await startParties(backend);
    otherBuyer = await signUp(p.server, 'prepared-buyer', 'buyer');
    await seed('buyer', 'buyer', 'crude');
    await seed('other', 'prepared-buyer', 'diesel');
  });
  afterAll(() => p.server.close());

  it('two buyers on one shape, first pages and then cursors, in turn: each sees only its own rows, in order', async () => {
    const mine = await expected('buyer');
    const theirs = await expected('other');
    const myFirst = await pageOf(p.buyer, '/api/rfq/rfqs?limit=4');
    const theirFirst = await pageOf(otherBuyer, '/api/rfq/rfqs?limit=4');
    expect(myFirst.ids).toEqual(mine.slice(0, 4));
    expect(theirFirst.ids).toEqual(theirs.slice(0, 4));
    expect([myFirst.total, theirFirst.total]).toEqual([String(mine.length), String(theirs.length)]);
    const mySecond = await pageOf(p.buyer, myFirst.next ?? '');
    const theirSecond = await pageOf(otherBuyer, theirFirst.next ?? '');
    expect(mySecond.ids).toEqual(mine.slice(4, 8));
    expect(theirSecond.ids).toEqual(theirs.slice(4, 8));
    // A third page of the first buyer after the other's second: its cursor, not the last one used.
    expect((await pageOf(p.buyer, mySecond.next ?? '')).ids).toEqual(mine.slice(8, 12));
  });

  it('filters and searches of one shape with other values, and other shapes in between, each answer their own rows and counts', async () => {
    for (const status of ['quoted', 'cancelled', 'quoted'] as const) {
      const want = await expected('buyer', eq(rfqs.status, status));
      const first = await pageOf(p.buyer, `/api/rfq/rfqs?status=${status}&limit=2`);
      expect(first.ids, status).toEqual(want.slice(0, 2));
      expect(first.total, status).toBe(String(want.length));
      expect((await pageOf(p.buyer, first.next ?? '')).ids, status).toEqual(want.slice(2, 4));
      // The plain list between two filtered ones.
      expect((await pageOf(p.buyer, '/api/rfq/rfqs?limit=3')).ids).toEqual((await expected('buyer')).slice(0, 3));
    }
    for (const word of ['Alpha', 'beta', 'nothing-like-this', 'Alpha']) {
      const want = await expected(
        'buyer',
        or(
          ilike(rfqs.title, `%${word}%`),
          ilike(rfqs.rfqNumber, `%${word}%`),
          ilike(rfqs.deliveryLocation, `%${word}%`),
        ),
      );
      const first = await pageOf(p.buyer, `/api/rfq/rfqs?q=${word}&limit=3`);
      expect(first.ids, word).toEqual(want.slice(0, 3));
      // A search that finds nothing has no row to carry its count: the count is asked for on its own.
      expect(first.total, word).toBe(String(want.length));
      if (first.next) expect((await pageOf(p.buyer, first.next)).ids, word).toEqual(want.slice(3, 6));
    }
  });

  it('a cursor of one list shape is still refused on another (the prepared path checks it as before)', async () => {
    const first = await pageOf(p.buyer, '/api/rfq/rfqs?status=quoted&limit=2');
    const cursor = new URLSearchParams((first.next ?? '').split('?')[1]).get('cursor') ?? '';
    const response = await p.buyer.get(`/api/rfq/rfqs?status=cancelled&limit=2&cursor=${cursor}`);
    expect(response.status).toBe(400);
  });
});
