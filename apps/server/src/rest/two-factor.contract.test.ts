import { randomBytes } from 'node:crypto';
import { auditLog } from '@energy/db/schema/audit';
import { twoFactorRecoveryCodes, userTwoFactor } from '@energy/db/schema/two-factor';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import {
  TWO_FACTOR_MESSAGES,
  ZRecoveryCodes,
  ZTwoFactorEnrolment,
  ZTwoFactorStatus,
} from '@energy/domain/schemas/two-factor';
import { MAX_LOGIN_FAILURES } from '@energy/trpc/auth/throttle';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { json, signIn, signUp } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

const PASSWORD = 'secret-pass';
const ZSecondStep = z.object({ twoFactorRequired: z.literal(true) });
const ZError = z.object({ error: z.string() });

/** The code an authenticator shows `steps` periods after `at` (now by default). */
function codeOf(secret: string, steps = 0, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at + steps * 30_000 });
}

/**
 * Starts enrolment and confirms it with the current code, whose time step is then spent. `code(k)` is the code k
 * periods after the confirmation (code(0) the spent one, code(1) the next), the same however long the test runs.
 */
async function enrol(client: HttpClient) {
  const { secret, otpauthUrl } = await json(await client.post('/api/settings/two-factor'), ZTwoFactorEnrolment);
  const at = Date.now();
  const { recoveryCodes } = await json(
    await client.post('/api/settings/two-factor/confirm', { code: codeOf(secret, 0, at) }),
    ZRecoveryCodes,
  );
  return { secret, otpauthUrl, recoveryCodes, code: (steps: number) => codeOf(secret, steps, at) };
}

/** The password step: answers the second-step request, and the client holds only that step's cookie. */
async function passwordStep(server: TestServer, username: string, password = PASSWORD): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  expect(await json(await client.post('/api/login', { username, password }), ZSecondStep)).toEqual({
    twoFactorRequired: true,
  });
  expect(client.sessionCookie).toBeUndefined();
  return client;
}

async function userIdOf(client: HttpClient): Promise<string> {
  return (await json(await client.get('/api/user'), ZSessionUser)).id;
}

describe.each(testBackends())('two-factor sign-in (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('enrolment: a secret and its otpauth URL, confirmed by a code; ten recovery codes shown once, stored hashed, the secret encrypted', async () => {
    const client = await signUp(server, 'tfaenrol', 'buyer');
    const before = await json(await client.get('/api/settings/two-factor'), ZTwoFactorStatus);
    expect(before).toMatchObject({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const { secret, otpauthUrl } = await json(await client.post('/api/settings/two-factor'), ZTwoFactorEnrolment);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/EnergyHub:tfaenrol\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const wrong = await client.post('/api/settings/two-factor/confirm', {
      code: '000000' === codeOf(secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.invalidCode });
    const { recoveryCodes } = await json(
      await client.post('/api/settings/two-factor/confirm', { code: codeOf(secret) }),
      ZRecoveryCodes,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await json(await client.get('/api/settings/two-factor'), ZTwoFactorStatus);
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await json(await client.get('/api/user'), ZSessionUser)).twoFactorEnabled).toBe(true);

    const userId = await userIdOf(client);
    const [stored] = await server.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    expect(stored?.secretEncrypted).toBeDefined();
    expect(stored?.secretEncrypted).not.toContain(secret);
    const hashes = await server.database.db
      .select({ codeHash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, userId));
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) expect(recoveryCodes).not.toContain(codeHash);
    // A second enrolment while on is refused.
    expect((await client.post('/api/settings/two-factor')).status).toBe(409);
  });

  it('sign-in asks for the code after the password with its own short-lived cookie; a code already used is refused', async () => {
    const client = await signUp(server, 'tfalogin', 'buyer');
    const { secret, code } = await enrol(client);
    const login = new HttpClient(server.url);
    const first = await login.post('/api/login', { username: 'tfalogin', password: PASSWORD });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ twoFactorRequired: true });
    const cookies = first.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('session='))).toBe(false);
    const step = cookies.find((c) => c.startsWith('two_factor='));
    expect(step).toMatch(/HttpOnly/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(step ?? '')?.[1] ?? 0).getTime();
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect(expires - Date.now()).toBeGreaterThan(60_000);
    // No session yet.
    expect((await login.get('/api/user')).status).toBe(401);

    // The code that confirmed the enrolment has been used: refused.
    const reused = await login.post('/api/login/two-factor', { code: code(0) });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ error: TWO_FACTOR_MESSAGES.codeReused });
    const next = code(1);
    const user = await json(await login.post('/api/login/two-factor', { code: next }), ZSessionUser);
    expect(user).toMatchObject({ username: 'tfalogin', twoFactorEnabled: true, twoFactorEnrolmentRequired: false });
    expect(login.sessionCookie).toBeDefined();
    expect((await login.get('/api/user')).status).toBe(200);
    // The step is closed with the session: its cookie is gone.
    expect((await login.post('/api/login/two-factor', { code: next })).status).toBe(401);

    // The same code in another sign-in: refused, it was used.
    const again = await passwordStep(server, 'tfalogin');
    const replay = await again.post('/api/login/two-factor', { code: next });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: TWO_FACTOR_MESSAGES.codeReused });

    // Without the second-step cookie there is nothing to complete.
    const stranger = await new HttpClient(server.url).post('/api/login/two-factor', { code: codeOf(secret, 1) });
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toEqual({ error: TWO_FACTOR_MESSAGES.secondStepExpired });
    // A wrong password never reaches the second step.
    expect(
      (await new HttpClient(server.url).post('/api/login', { username: 'tfalogin', password: 'nope-nope' })).status,
    ).toBe(401);
  });

  it('a recovery code signs in once', async () => {
    const client = await signUp(server, 'tfarecover', 'buyer');
    const { recoveryCodes } = await enrol(client);
    const code = recoveryCodes[3] ?? '';
    const first = await passwordStep(server, 'tfarecover');
    // Typed in capitals and without the dash, it is the same code.
    await json(
      await first.post('/api/login/two-factor', { recoveryCode: code.toUpperCase().replace('-', '') }),
      ZSessionUser,
    );
    const second = await passwordStep(server, 'tfarecover');
    const spent = await second.post('/api/login/two-factor', { recoveryCode: code });
    expect(spent.status).toBe(401);
    expect(await spent.json()).toEqual({ error: TWO_FACTOR_MESSAGES.invalidRecoveryCode });
    await json(await second.post('/api/login/two-factor', { recoveryCode: recoveryCodes[4] }), ZSessionUser);
    expect((await json(await client.get('/api/settings/two-factor'), ZTwoFactorStatus)).recoveryCodesLeft).toBe(8);
    // Neither or both: 400.
    expect((await (await passwordStep(server, 'tfarecover')).post('/api/login/two-factor', {})).status).toBe(400);
  });

  it('turning it off takes the password and a current code; sign-in then needs the password only', async () => {
    const client = await signUp(server, 'tfaoff', 'buyer');
    const { code } = await enrol(client);
    const wrongPassword = await client.request('DELETE', '/api/settings/two-factor', {
      password: 'not-the-password',
      code: code(1),
    });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.wrongPassword });
    const usedCode = await client.request('DELETE', '/api/settings/two-factor', { password: PASSWORD, code: code(0) });
    expect(usedCode.status).toBe(400);
    expect(await usedCode.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.codeReused });
    const off = await client.request('DELETE', '/api/settings/two-factor', { password: PASSWORD, code: code(1) });
    expect(off.status).toBe(200);
    expect((await json(await client.get('/api/settings/two-factor'), ZTwoFactorStatus)).enabled).toBe(false);
    await signIn(server, 'tfaoff', PASSWORD);
  });

  it('wrong codes are throttled per account: after ten, even the right code is refused with 429 and Retry-After', async () => {
    const client = await signUp(server, 'tfathrottle', 'buyer');
    const { secret } = await enrol(client);
    const right = codeOf(secret, 1);
    const wrong = right === '123456' ? '654321' : '123456';
    const login = await passwordStep(server, 'tfathrottle');
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      expect((await login.post('/api/login/two-factor', { code: wrong })).status).toBe(401);
    }
    const refused = await login.post('/api/login/two-factor', { code: right });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: TWO_FACTOR_MESSAGES.tooManyCodes });
    // From another address and a new password step: the account's count still holds.
    const elsewhere = await passwordStep(server, 'tfathrottle');
    expect((await elsewhere.post('/api/login/two-factor', { recoveryCode: 'aaaaa-aaaaa' })).status).toBe(429);
  });

  it("an admin resets a user's second factor: audited, the user's sessions end, and sign-in needs the password only", async () => {
    const user = await signUp(server, 'tfareset', 'buyer');
    await enrol(user);
    const userId = await userIdOf(user);
    const admin = await signIn(server, 'admin');
    // Not an admin: refused.
    expect((await user.post(`/api/admin/users/${userId}/two-factor/reset`)).status).toBe(403);
    expect((await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/two-factor/reset')).status).toBe(
      404,
    );
    const reset = await admin.post(`/api/admin/users/${userId}/two-factor/reset`);
    expect(reset.status).toBe(200);
    expect((await user.get('/api/user')).status).toBe(401);
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.two_factor_reset'), eq(auditLog.entityId, userId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorUserId).toBe(await userIdOf(admin));
    const again = await signIn(server, 'tfareset', PASSWORD);
    expect((await json(await again.get('/api/settings/two-factor'), ZTwoFactorStatus)).enabled).toBe(false);
  });

  it("an organization's manager requires a second factor of every member: until enrolled, only enrolment is open", async () => {
    const manager = await signUp(server, 'tfaorg', 'buyer');
    const rule = await manager.request('PUT', '/api/settings/two-factor/organization', { required: true });
    const status = await json(rule, ZTwoFactorStatus);
    expect(status).toMatchObject({ organizationRequires: true, required: true, canSetOrganizationRule: true });
    const me = await json(await manager.get('/api/user'), ZSessionUser);
    expect(me.twoFactorEnrolmentRequired).toBe(true);
    const blocked = await manager.get('/api/settings/profile');
    expect(blocked.status).toBe(403);
    expect(await json(blocked, ZError, 403)).toEqual({ error: TWO_FACTOR_MESSAGES.enrolmentRequired });
    await enrol(manager);
    expect((await manager.get('/api/settings/profile')).status).toBe(200);
    // A member who does not manage the organization (the demo buyer's finance officer) cannot change the rule.
    const member = await signIn(server, 'finance');
    const refused = await member.request('PUT', '/api/settings/two-factor/organization', { required: true });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: TWO_FACTOR_MESSAGES.organizationRuleForbidden });
  });
});

describe.each(testBackends())('two-factor sign-in in production (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      auth: { production: true, twoFactorKey: randomBytes(32).toString('base64') },
    });
  });
  afterAll(() => server.close());

  it('finance must enrol before anything else (REQUIRE_2FA_ROLES defaults to admin,finance); a buyer need not', async () => {
    const finance = new HttpClient(server.url);
    const signedIn = await json(
      await finance.post('/api/login', { username: 'finance', password: TEST_DEMO_PASSWORD }),
      ZSessionUser,
    );
    expect(signedIn).toMatchObject({ role: 'finance', twoFactorEnabled: false, twoFactorEnrolmentRequired: true });
    const business = await finance.get('/api/payments');
    expect(business.status).toBe(403);
    expect(await business.json()).toEqual({ error: TWO_FACTOR_MESSAGES.enrolmentRequired });
    expect((await finance.get('/api/settings/profile')).status).toBe(403);
    // Open: who am I, the enrolment, and sign-out.
    expect((await finance.get('/api/user')).status).toBe(200);
    expect((await json(await finance.get('/api/settings/two-factor'), ZTwoFactorStatus)).required).toBe(true);
    const { code } = await enrol(finance);
    expect((await json(await finance.get('/api/user'), ZSessionUser)).twoFactorEnrolmentRequired).toBe(false);
    expect((await finance.get('/api/settings/profile')).status).toBe(200);
    // The next sign-in asks for the code.
    const next = await passwordStep(server, 'finance', TEST_DEMO_PASSWORD);
    await json(await next.post('/api/login/two-factor', { code: code(1) }), ZSessionUser);

    const buyer = await json(
      await new HttpClient(server.url).post('/api/login', { username: 'buyer', password: TEST_DEMO_PASSWORD }),
      ZSessionUser,
    );
    expect(buyer.twoFactorEnrolmentRequired).toBe(false);
  });
});
