import { sessions } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '../../../../test/databases';
import type { DbHandle } from '@energy/db/client';
import { createSession, validateSessionToken } from './sessions';
import { hashToken } from './tokens';

const HOUR = 3600_000;
const config = { sessionIdleMs: 24 * HOUR, sessionAbsoluteMs: 7 * 24 * HOUR, appUrl: 'http://x.test', allowAdminSignup: false, production: false };

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
    expect(await database.db.select().from(sessions).where(eq(sessions.id, hashToken(again.token)))).toHaveLength(0);
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
