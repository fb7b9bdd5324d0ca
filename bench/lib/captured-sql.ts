import { drizzle } from 'drizzle-orm/postgres-js';
import { schema } from '@energy/db/schema';
import type { Database } from '@energy/db/client';
import { validateSessionToken } from '@energy/trpc/auth/sessions';
import { noEvents } from '@energy/trpc/events/feed';
import { internalLedger } from '@energy/trpc/payments/provider';
import { createCaller } from '@energy/trpc/root';
import { createHash } from 'node:crypto';
import postgres from 'postgres';

export interface CapturedQuery {
  query: string;
  params: unknown[];
  /**
   * 'session': the session lookup every signed-in request makes first; the anchor runs it with the SHA-256
   * of the request's own cookie token in place of the captured one, as the server does. 'page': the list's page query.
   */
  role: 'session' | 'page';
  /** In the session lookup: the position of the token's hash among `params`, the one the anchor replaces. */
  tokenParam?: number;
}

/**
 * The SQL the product runs for the RFQ list's first page of the signed-in user, in the order it runs it,
 * captured from drizzle's query log while the real code runs: the session lookup of the cookie's token
 * (validateSessionToken, as apps/server/src/http/request-context.ts calls it for every request), then the
 * page query (keyset, limit + 1, carrying its capped count).
 */
export async function captureRfqListSql(databaseUrl: string, sessionCookie: string): Promise<CapturedQuery[]> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const queries: CapturedQuery[] = [];
  const db = drizzle(client, {
    schema,
    logger: { logQuery: (query, params) => queries.push({ query, params, role: 'page' }) },
  }) as unknown as Database;
  try {
    const token = decodeURIComponent(sessionCookie.split('=')[1] ?? '');
    const config = {
      sessionIdleMs: 3600_000,
      sessionAbsoluteMs: 86_400_000,
      appUrl: 'http://127.0.0.1',
      allowAdminSignup: false,
      production: false,
    };
    const validated = await validateSessionToken(db, token, config);
    if (!validated) throw new Error('the bench session is not valid');
    const lookups = queries.filter((q) => /^select/i.test(q.query) && q.query.includes('from "sessions"'));
    if (lookups.length !== 1)
      throw new Error(`expected one session lookup, got: ${queries.map((q) => q.query.slice(0, 60)).join(' | ')}`);
    queries.length = 0;
    const caller = createCaller({
      db,
      user: validated.user,
      session: validated.session,
      clientAddress: '127.0.0.1',
      cookies: { set: () => {}, clear: () => {} },
      setHeader: () => {},
      mailer: { send: async () => {} },
      payments: internalLedger,
      escrow: { inspectionHours: 48 },
      events: noEvents,
      config,
    });
    await caller.rfq.list();
    const list = queries.filter((q) => /^select/i.test(q.query) && q.query.includes('from "rfqs"'));
    if (list.length === 0)
      throw new Error(`no RFQ list query among: ${queries.map((q) => q.query.slice(0, 60)).join(' | ')}`);
    return [
      ...lookups.map((q): CapturedQuery => {
        const tokenParam = q.params.indexOf(createHash('sha256').update(token).digest('hex'));
        if (tokenParam < 0) throw new Error('the session lookup does not carry the token hash as a parameter');
        return { ...q, role: 'session', tokenParam };
      }),
      ...list.map((q): CapturedQuery => ({ ...q, role: 'page' })),
    ];
  } finally {
    await client.end({ timeout: 1 });
  }
}
