import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import type { Role } from '@energy/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { inDays, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';
import { CSV_EXPORT_PAGE_SIZE } from './csv-export';
import { csvCalls, csvPath } from './routes';

/** The cells of a CSV body as the export writes it: every cell quoted, CRLF line ends. */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => (match[1] ?? '').replace(/""/g, '"')));
}

const SEEDED = 1200;
const today = new Date().toISOString().slice(0, 10);

describe.each(testBackends())('CSV export of every paged list, streamed (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  let outsider: HttpClient;
  let buyerOrg = '';

  async function userOf(username: string) {
    const [found] = await p.server.database.db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, username));
    if (!found?.organizationId) throw new Error(`no user ${username}`);
    return { id: found.id, organizationId: found.organizationId };
  }

  const rfqRow = (
    owner: { id: string; organizationId: string },
    i: number,
    title: string,
    status: 'published' | 'cancelled' = 'published',
  ) => ({
    rfqNumber: title.includes('Other')
      ? `RFQ-OTHER-${String(i).padStart(5, '0')}`
      : `RFQ-CSV-${status}-${String(i).padStart(5, '0')}`,
    buyerOrgId: owner.organizationId,
    createdBy: owner.id,
    title,
    status,
    productType: 'refined-products' as const,
    quantity: '10',
    unit: 'liters' as const,
    deliveryLocation: 'Apapa',
    deliveryDate: new Date(inDays(30)),
    closeDate: new Date(inDays(5)),
  });

  beforeAll(async () => {
    p = await startParties(backend);
    [logistics, outsider] = await Promise.all([
      signIn(p.server, 'logistics'),
      signUp(p.server, 'csvoutsider', 'buyer'),
    ]);
    const buyer = await userOf('buyer');
    const other = await userOf('csvoutsider');
    buyerOrg = buyer.organizationId;
    // More than several export pages, in bulk: every 100th title is a formula.
    const titles = Array.from({ length: SEEDED }, (_, i) =>
      i % 100 === 0 ? `=HYPERLINK("http://evil.example") Export tender ${i}` : `Export tender ${i}`,
    );
    await p.server.database.db.insert(rfqs).values(titles.map((title, i) => rfqRow(buyer, i, title)));
    // Rows the filter must leave out: another status, and another organization's matching titles.
    await p.server.database.db
      .insert(rfqs)
      .values(Array.from({ length: 30 }, (_, i) => rfqRow(buyer, i, `Export tender cancelled ${i}`, 'cancelled')));
    await p.server.database.db
      .insert(rfqs)
      .values(Array.from({ length: 40 }, (_, i) => rfqRow(other, i, `Export tender Other ${i}`)));
  });
  afterAll(() => p.server.close());

  it('answers exactly the filtered rows across several pages, in the asked order, with a header and neutralised formulas', async () => {
    expect(SEEDED).toBeGreaterThan(3 * CSV_EXPORT_PAGE_SIZE);
    const response = await p.buyer.get(
      '/api/rfq/rfqs.csv?status=published&q=Export%20tender&sort=rfqNumber&order=asc&limit=5',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="rfqs-${today}.csv"; filename*=UTF-8''rfqs-${today}.csv`,
    );
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      'RFQ Number',
      'Title',
      'Buyer',
      'Product Type',
      'Quantity',
      'Unit',
      'Delivery Location',
      'Delivery Date',
      'Close Date',
      'Status',
      'Sealed Bids',
      'Offers',
      'Created At',
    ]);
    // Every seeded row once, none of the cancelled or the other organization's, in rfqNumber order (limit is ignored).
    const expected = Array.from({ length: SEEDED }, (_, i) => `RFQ-CSV-published-${String(i).padStart(5, '0')}`);
    expect(rows.map((row) => row[0])).toEqual(expected);
    expect(rows.every((row) => row[9] === 'published' && row.length === header?.length)).toBe(true);
    expect(rows[0]?.[1]).toBe(`'=HYPERLINK("http://evil.example") Export tender 0`);
    expect(rows[1]?.[1]).toBe('Export tender 1');
  });

  it("never shows another organization's rows, even with no filter at all", async () => {
    const text = await (await p.buyer.get('/api/rfq/rfqs.csv')).text();
    expect(text).toContain('RFQ-CSV-published-01199');
    expect(text).not.toContain('Export tender Other');
    const theirs = parseCsv(await (await outsider.get('/api/rfq/rfqs.csv?q=Export')).text());
    expect(theirs.slice(1).map((row) => row[1])).toHaveLength(40);
    expect(theirs.slice(1).every((row) => row[1]?.startsWith('Export tender Other'))).toBe(true);
  });

  it('is streamed: chunked, with no length known in advance, gzipped as it flows when the client accepts it', async () => {
    const plain = await p.buyer.get('/api/rfq/rfqs.csv', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('transfer-encoding')).toBe('chunked');
    expect(plain.headers.get('content-length')).toBeNull();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(parseCsv(await plain.text())).toHaveLength(SEEDED + 30 + 1);
    const response = await p.buyer.get('/api/rfq/rfqs.csv', { 'accept-encoding': 'gzip, br' });
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // The first chunk read is a part of the body, not all of it.
    const reader = response.body?.getReader();
    const first = await reader?.read();
    const firstText = new TextDecoder().decode(first?.value);
    expect(firstText.startsWith('"RFQ Number","Title"')).toBe(true);
    let rest = 0;
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read())
      rest += next.value.byteLength;
    expect(rest).toBeGreaterThan(0);
  });

  it('refuses as the list does: 401 anonymous, 400 for an invalid filter, JSON errors', async () => {
    const anonymous = await fetch(`${p.server.url}/api/rfq/rfqs.csv`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    const invalid = await p.buyer.get('/api/rfq/rfqs.csv?status=nonsense');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toBeTruthy();
  });

  it('answers every CSV route with the status and the row count of its list, for anonymous and every role (403 where the list refuses)', async () => {
    const callers: [Role | 'anonymous', HttpClient][] = [
      ['anonymous', new HttpClient(p.server.url)],
      ['buyer', p.buyer],
      ['supplier', p.supplier],
      ['logistics', logistics],
      ['finance', p.finance],
    ];
    const statuses: string[] = [];
    const mismatches: string[] = [];
    for (const call of csvCalls()) {
      const path = call.rest.path.replace('{organizationId}', buyerOrg);
      for (const [role, client] of callers) {
        const [list, csv] = await Promise.all([client.get(path), client.get(csvPath(path))]);
        const csvType = csv.headers.get('content-type') ?? '';
        const csvRows = csv.status === 200 ? parseCsv(await csv.text()).length - 1 : null;
        await list.body?.cancel();
        statuses.push(`${csv.status}`);
        if (list.status !== csv.status) mismatches.push(`${call.name} ${role}: list ${list.status}, csv ${csv.status}`);
        if (csv.status === 200 && !csvType.startsWith('text/csv')) mismatches.push(`${call.name} ${role}: ${csvType}`);
        // The same visibility: as many rows as the list counts over all its pages.
        const total = list.headers.get('x-total-count');
        if (csvRows !== null && total !== null && Number(total) !== csvRows)
          mismatches.push(`${call.name} ${role}: list counts ${total}, csv has ${csvRows}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(statuses).toContain('401');
    expect(statuses).toContain('403');
    expect(statuses).toContain('200');
  });
});
