import { organizations } from '@energy/db/schema/organizations';
import { sessions } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import type { DbHandle } from '@energy/db/client';
import { createSession, invalidateSession, validateSessionToken } from './sessions';
import { hashToken } from './tokens';

const HOUR = 3600_000;
const config = {
  sessionIdleMs: 24 * HOUR,
  sessionAbsoluteMs: 7 * 24 * HOUR,
  appUrl: 'http://x.test',
  allowAdminSignup: false,
  production: false,
};

describe.each(testBackends())('session lifetime (%s)', (backend) => {
  let database: DbHandle;
  let userId: string;
  beforeAll(async () => {
    database = await openTestDb(backend);
    const [buyer] = await database.db.select().from(users).where(eq(users.username, 'buyer'));
    userId = buyer?.id ?? '';
  });
  afterAll(() => database.close());

  const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

  it('expires after 24 idle hours', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(database.db, userId, config, start);
    expect(await validateSessionToken(database.db, token, config, at(start, 23))).not.toBeNull();
    const again = await createSession(database.db, userId, config, start);
    expect(await validateSessionToken(database.db, again.token, config, at(start, 24))).toBeNull();
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(again.token))),
    ).toHaveLength(0);
  });

  it('slides the idle expiry when used after half of it, but never past 7 days', async () => {
    const start = new Date('2026-02-01T00:00:00Z');
    const { token } = await createSession(database.db, userId, config, start);
    const early = await validateSessionToken(database.db, token, config, at(start, 1));
    expect(early?.renewed).toBe(false);
    let now = start;
    // Used every 20 hours, the session lives on until its absolute cap.
    for (let hours = 20; hours < 7 * 24; hours += 20) {
      now = at(start, hours);
      const validated = await validateSessionToken(database.db, token, config, now);
      expect(validated, `alive at ${hours} h`).not.toBeNull();
      expect(validated?.session.expiresAt.getTime()).toBeLessThanOrEqual(at(start, 7 * 24).getTime());
    }
    expect(await validateSessionToken(database.db, token, config, at(start, 7 * 24))).toBeNull();
  });
});

describe.each(testBackends())('the session lookup of each request (%s)', (backend) => {
  let database: DbHandle;
  let buyerId: string;
  const statements: string[] = [];
  const lookups = () =>
    statements.filter((statement) => statement.includes('from "sessions" inner join "users"')).length;
  beforeAll(async () => {
    database = await openTestDb(backend, (statement) => statements.push(statement));
    const [buyer] = await database.db.select().from(users).where(eq(users.username, 'buyer'));
    buyerId = buyer?.id ?? '';
  });
  afterAll(() => database.close());

  it(backend === 'pglite' ? 'is read once until something is written' : 'is read on every request', async () => {
    const { token } = await createSession(database.db, buyerId, config);
    const first = lookups();
    const one = await validateSessionToken(database.db, token, config);
    const two = await validateSessionToken(database.db, token, config);
    expect(two?.user).toEqual(one?.user);
    expect(lookups() - first).toBe(backend === 'pglite' ? 1 : 2);
    await createSession(database.db, buyerId, config);
    await validateSessionToken(database.db, token, config);
    expect(lookups() - first).toBe(backend === 'pglite' ? 2 : 3);
  });

  it('refuses a signed-out session on its next request', async () => {
    const { token } = await createSession(database.db, buyerId, config);
    expect(await validateSessionToken(database.db, token, config)).not.toBeNull();
    await invalidateSession(database.db, hashToken(token));
    expect(await validateSessionToken(database.db, token, config)).toBeNull();
  });

  it("shows a changed role and organization name on the user's next request", async () => {
    const { token } = await createSession(database.db, buyerId, config);
    const before = await validateSessionToken(database.db, token, config);
    expect(before?.user.role).toBe('buyer');
    await database.db.update(users).set({ role: 'finance' }).where(eq(users.id, buyerId));
    await database.db
      .update(organizations)
      .set({ name: 'Renamed Energy Ltd' })
      .where(eq(organizations.id, before?.user.organizationId ?? ''));
    const after = await validateSessionToken(database.db, token, config);
    expect(after?.user).toMatchObject({ role: 'finance', organizationName: 'Renamed Energy Ltd' });
    await database.db.update(users).set({ role: 'buyer' }).where(eq(users.id, buyerId));
  });

  it('does not keep a session read while it was being signed out', async () => {
    const { token } = await createSession(database.db, buyerId, config);
    // The lookup is sent first, so it still finds the row; the sign-out is queued behind it.
    const [during] = await Promise.all([
      validateSessionToken(database.db, token, config),
      invalidateSession(database.db, hashToken(token)),
    ]);
    expect(during).not.toBeNull();
    expect(await validateSessionToken(database.db, token, config)).toBeNull();
  });
});
