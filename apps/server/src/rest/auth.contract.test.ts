import { organizations } from '@energy/db/schema/organizations';
import { sessions } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import { EMAIL_MESSAGES, ZSessionUser, ZSignUpResult, ZSuccessOutput } from '@energy/domain/schemas/auth';
import { hashToken } from '@energy/trpc/auth/tokens';
import { deactivateUser, reactivateUser } from '@energy/trpc/routers/user/user.service';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { invite, mailedInvitationToken, registration } from '@energy/test/invitations';
import { lastMailTo, mailedLinkToken } from '@energy/test/mail';
import { signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

const newAccount = (name: string, extra: Record<string, unknown> = {}) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  firstName: 'Test',
  lastName: name,
  ...extra,
});

describe.each(testBackends())('accounts and sessions over HTTP (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('registers a buyer: 201 and a link to verify the address, its own organization; sign-in sets a session cookie with the right flags', async () => {
    const client = new HttpClient(server.url);
    const response = await client.post('/api/register', newAccount('amaka'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: EMAIL_MESSAGES.signUpSent('amaka@example.com'), user: null });
    expect(response.headers.getSetCookie()).toEqual([]);
    const login = await client.post('/api/login', { username: 'amaka', password: 'secret-pass' });
    const user = ZSessionUser.parse(await login.json());
    expect(user).toMatchObject({
      username: 'amaka',
      role: 'buyer',
      organizationName: 'Test amaka (amaka)',
      emailVerified: false,
    });
    const cookie = login.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^session=[a-z2-7]{32};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const [org] = await server.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.organizationId ?? ''));
    expect(org?.type).toBe('buyer');
    const me = await client.get('/api/user');
    expect(ZSessionUser.parse(await me.json()).id).toBe(user.id);
  });

  it('stores only the SHA-256 of the session token and argon2id hashes with the set parameters', async () => {
    const client = new HttpClient(server.url);
    await client.post('/api/login', { username: 'buyer', password: TEST_DEMO_PASSWORD });
    const token = client.sessionCookie ?? '';
    const rows = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    const [amaka] = await server.database.db.select().from(users).where(eq(users.username, 'amaka'));
    expect(amaka?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('issues a fresh token at every login', async () => {
    const a = new HttpClient(server.url);
    const b = new HttpClient(server.url);
    await a.post('/api/login', { username: 'supplier', password: TEST_DEMO_PASSWORD });
    await b.post('/api/login', { username: 'supplier', password: TEST_DEMO_PASSWORD });
    expect(a.sessionCookie).toBeDefined();
    expect(a.sessionCookie).not.toBe(b.sessionCookie);
  });

  it('answers 401 to /api/user without a session, and logout revokes the session', async () => {
    const anonymous = await new HttpClient(server.url).get('/api/user');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Not authenticated' });

    const client = new HttpClient(server.url);
    await client.post('/api/login', { username: 'finance', password: TEST_DEMO_PASSWORD });
    const token = client.sessionCookie ?? '';
    const logout = await client.post('/api/logout');
    expect(ZSuccessOutput.parse(await logout.json())).toEqual({ success: true });
    expect(logout.headers.getSetCookie()[0]).toMatch(/^session=; Max-Age=0/);
    const replay = await new HttpClient(server.url).get('/api/user', { cookie: `session=${token}` });
    expect(replay.status).toBe(401);
  });

  it('answers an unknown username exactly as a wrong password', async () => {
    const client = new HttpClient(server.url);
    const unknown = await client.post('/api/login', { username: 'nobody-here', password: 'whatever1' });
    const wrong = await client.post('/api/login', { username: 'logistics', password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
  });

  it('reports validation failures as 400 with path and message details', async () => {
    const response = await new HttpClient(server.url).post('/api/register', newAccount('ab', { email: 'bad' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Validation failed',
      details: [
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'email', message: 'Invalid email address' },
      ],
    });
  });

  it('rejects unknown keys instead of using them: role tricks, status, ids', async () => {
    const client = new HttpClient(server.url);
    const login = await client.post('/api/login', { username: 'buyer', password: TEST_DEMO_PASSWORD, role: 'admin' });
    expect(login.status).toBe(400);
    expect(await login.json()).toMatchObject({ details: [{ path: 'role', message: 'Unknown field: role' }] });
    const register = await client.post('/api/register', newAccount('statusx', { status: 'approved', id: 'x' }));
    expect(register.status).toBe(400);
    const [row] = await server.database.db.select().from(users).where(eq(users.username, 'statusx'));
    expect(row).toBeUndefined();
  });

  it('refuses joining an organization by id (an invitation is needed), and a taken username with 409', async () => {
    const [supplierOrg] = await server.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Delta Crude Supply Co'));
    const client = new HttpClient(server.url);
    const byId = await client.post(
      '/api/register',
      newAccount('sani2', { role: 'supplier', organizationId: supplierOrg?.id }),
    );
    expect(byId.status).toBe(400);
    expect(await byId.json()).toMatchObject({
      details: [{ path: 'organizationId', message: 'Joining an organization needs an invitation' }],
    });
    const taken = await client.post('/api/register', newAccount('BUYER'));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: 'Username is already taken',
      details: [{ path: 'username', message: 'Username is already taken' }],
    });
  });

  it('answers sign-ups racing for one username with one 201 and 409s, never a 500', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map((n) =>
        new HttpClient(server.url).post('/api/register', newAccount('racer', { email: `racer${n}@example.com` })),
      ),
    );
    const statuses = attempts.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const [refused] = attempts.filter((r) => r.status === 409);
    expect(await refused?.json()).toMatchObject({ error: 'Username is already taken' });
  });

  it('refuses admin sign-up with 403 and a clear message once an admin exists', async () => {
    const response = await new HttpClient(server.url).post('/api/register', newAccount('wannabe', { role: 'admin' }));
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/^Signing up as an administrator is not allowed/);
    expect(await server.database.db.select().from(users).where(eq(users.username, 'wannabe'))).toHaveLength(0);
  });

  it('serves the same procedures over tRPC', async () => {
    const client = new HttpClient(server.url);
    const login = await client.post('/api/trpc/auth.login', { username: 'buyer', password: TEST_DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(ZSessionUser.parse((await login.json()).result.data).username).toBe('buyer');
    const me = await client.get('/api/trpc/auth.me');
    expect(ZSessionUser.parse((await me.json()).result.data).role).toBe('buyer');
    const invalid = await client.post('/api/trpc/auth.register', newAccount('x'));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.data.details).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
    ]);
  });
});

describe.each(testBackends())('passwords and usernames that cannot be trusted (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it.each(['123456', 'password', 'Password', 'qwerty123', 'iloveyou'])(
    'refuses the common password %j at sign-up and reset',
    async (password) => {
      const register = await new HttpClient(server.url).post(
        '/api/register',
        newAccount('commonpw', { password, confirmPassword: password }),
      );
      expect(register.status).toBe(400);
      expect((await register.json()).details).toContainEqual({
        path: 'password',
        message: 'This password is too common',
      });
      const reset = await new HttpClient(server.url).post('/api/reset-password', {
        token: 'x'.repeat(32),
        password,
        confirmPassword: password,
      });
      expect(reset.status).toBe(400);
      expect((await reset.json()).details).toContainEqual({ path: 'password', message: 'This password is too common' });
    },
  );

  it('refuses a username mixing alphabets (Cyrillic а in аdmin) and invisible characters', async () => {
    for (const [username, message] of [
      ['\u0430dmin', 'Username must not mix letters from different alphabets'],
      ['ad\u200Bmin', 'Username must not contain invisible or text-direction characters'],
      ['admin\u202E', 'Username must not contain invisible or text-direction characters'],
    ]) {
      const response = await new HttpClient(server.url).post(
        '/api/register',
        newAccount(username ?? '', { email: 'spoof@example.com', lastName: 'Spoof' }),
      );
      expect(response.status, username).toBe(400);
      expect((await response.json()).details).toEqual([{ path: 'username', message }]);
    }
  });

  it('stores the NFKC form, compares case-insensitively, and signs in with either form', async () => {
    const wide = await new HttpClient(server.url).post(
      '/api/register',
      newAccount('\uFF2E\uFF4B\uFF45\uFF4D\uFF45', { email: 'nkeme@example.com' }),
    );
    expect(wide.status).toBe(201);
    const [stored] = await server.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.email, 'nkeme@example.com'));
    expect(stored?.username).toBe('Nkeme');
    const twin = await new HttpClient(server.url).post(
      '/api/register',
      newAccount('nKEME', { email: 'nkeme2@example.com' }),
    );
    expect(twin.status).toBe(409);
    for (const username of ['nkeme', '\uFF2E\uFF4B\uFF45\uFF4D\uFF45']) {
      expect((await new HttpClient(server.url).post('/api/login', { username, password: 'secret-pass' })).status).toBe(
        200,
      );
    }
  });

  it('refuses sign-in to a deactivated account, whose sessions were revoked', async () => {
    const client = new HttpClient(server.url);
    expect((await client.post('/api/login', { username: 'logistics', password: TEST_DEMO_PASSWORD })).status).toBe(200);
    const [admin] = await server.database.db.select().from(users).where(eq(users.username, 'admin'));
    const [carrier] = await server.database.db.select().from(users).where(eq(users.username, 'logistics'));
    const actor = { userId: admin?.id ?? '', role: 'admin', isAdmin: true, orgId: null };
    await deactivateUser(server.database.db, actor, carrier?.id ?? '');
    expect((await client.get('/api/user')).status).toBe(401);
    const again = await new HttpClient(server.url).post('/api/login', {
      username: 'logistics',
      password: TEST_DEMO_PASSWORD,
    });
    expect(again.status).toBe(403);
    expect((await again.json()).error).toMatch(/deactivated/);
    await reactivateUser(server.database.db, actor, carrier?.id ?? '');
    expect(
      (await new HttpClient(server.url).post('/api/login', { username: 'logistics', password: TEST_DEMO_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('answers a NUL or control character in username or names with 400, never 500', async () => {
    for (const extra of [{ username: 'nul\u0000user' }, { firstName: 'A\u0000' }, { lastName: 'B\u0007' }]) {
      const response = await new HttpClient(server.url).post('/api/register', { ...newAccount('ctrlchar'), ...extra });
      expect(response.status, JSON.stringify(extra)).toBe(400);
    }
    const login = await new HttpClient(server.url).post('/api/login', {
      username: 'buyer\u0000',
      password: 'whatever-1',
    });
    expect(login.status).toBe(400);
  });
});

describe.each(testBackends())('admin sign-up rules (%s)', (backend) => {
  it('in production refuses admin sign-up over the network with 403, even with no admin and ALLOW_ADMIN_SIGNUP', async () => {
    const production = await startTestServer(backend, { auth: { production: true, allowAdminSignup: true } });
    try {
      await production.database.db.delete(users).where(eq(users.role, 'admin'));
      const options = await new HttpClient(production.url).get('/api/auth/signup-options');
      expect(await options.json()).toEqual({ adminSignupOpen: false });
      const response = await new HttpClient(production.url).post(
        '/api/register',
        newAccount('takeover', { role: 'admin' }),
      );
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatch(/npm run create-admin/);
      expect(await production.database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(0);
    } finally {
      await production.close();
    }
  });

  it('tells the sign-up form whether admin sign-up is open (REST and tRPC)', async () => {
    const server = await startTestServer(backend);
    try {
      expect(await (await new HttpClient(server.url).get('/api/auth/signup-options')).json()).toEqual({
        adminSignupOpen: false,
      });
      await server.database.db.delete(users).where(eq(users.role, 'admin'));
      const trpc = await new HttpClient(server.url).get('/api/trpc/auth.signupOptions');
      expect((await trpc.json()).result.data).toEqual({ adminSignupOpen: true });
    } finally {
      await server.close();
    }
  });

  it('lets the first admin sign up, and more only with ALLOW_ADMIN_SIGNUP', async () => {
    const server = await startTestServer(backend);
    try {
      await server.database.db.delete(users).where(eq(users.role, 'admin'));
      const first = await new HttpClient(server.url).post('/api/register', newAccount('firstadmin', { role: 'admin' }));
      expect(first.status).toBe(201);
      const second = await new HttpClient(server.url).post(
        '/api/register',
        newAccount('secondadmin', { role: 'admin' }),
      );
      expect(second.status).toBe(403);
    } finally {
      await server.close();
    }
    const open = await startTestServer(backend, { auth: { allowAdminSignup: true } });
    try {
      const response = await new HttpClient(open.url).post(
        '/api/register',
        newAccount('extraadmin', { role: 'admin' }),
      );
      expect(response.status).toBe(201);
    } finally {
      await open.close();
    }
  });
});

/** An address counts only once its owner follows the link sent to it. */
describe.each(testBackends())('email ownership at sign-up (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('answers sign-up alike whether or not the address has an account; its owner gets a mail and nothing is created', async () => {
    const [owner] = await server.database.db.select().from(users).where(eq(users.username, 'buyer'));
    const ownerEmail = owner?.email ?? '';
    const fresh = await new HttpClient(server.url).post(
      '/api/register',
      newAccount('uniformfresh', { email: 'uniform@example.com' }),
    );
    const taken = await new HttpClient(server.url).post(
      '/api/register',
      newAccount('uniformtaken', { email: ownerEmail.toUpperCase() }),
    );
    expect([fresh.status, taken.status]).toEqual([201, 201]);
    expect(await fresh.json()).toEqual({ message: EMAIL_MESSAGES.signUpSent('uniform@example.com'), user: null });
    expect(await taken.json()).toEqual({ message: EMAIL_MESSAGES.signUpSent(ownerEmail.toUpperCase()), user: null });
    expect([fresh.headers.getSetCookie(), taken.headers.getSetCookie()]).toEqual([[], []]);
    expect(await server.database.db.select().from(users).where(eq(users.username, 'uniformtaken'))).toHaveLength(0);
    expect((await lastMailTo(server, ownerEmail))?.subject).toBe('Someone tried to sign up with your email address');
    expect((await lastMailTo(server, 'uniform@example.com'))?.subject).toBe('Confirm your email address');
  });

  it('lets an unverified account sign in, answers its business calls 403 until the link is followed, and resends the link', async () => {
    const client = new HttpClient(server.url);
    expect((await client.post('/api/register', newAccount('unproven'))).status).toBe(201);
    const firstToken = await mailedLinkToken(server, 'unproven@example.com', '/verify-email');
    const login = await client.post('/api/login', { username: 'unproven', password: 'secret-pass' });
    expect(ZSessionUser.parse(await login.json()).emailVerified).toBe(false);
    const refused = await client.get('/api/rfq/rfqs');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: EMAIL_MESSAGES.unverified });
    const overTrpc = await client.post('/api/trpc/rfq.create', {});
    expect(overTrpc.status).toBe(403);
    expect((await client.get('/api/settings/profile')).status).toBe(200);
    const resent = await client.post('/api/verify-email/resend');
    expect(await resent.json()).toEqual({ message: EMAIL_MESSAGES.verificationSent('unproven@example.com') });
    const token = await mailedLinkToken(server, 'unproven@example.com', '/verify-email');
    expect(token).not.toBe(firstToken);
    // The resend voided the first link.
    expect((await client.post('/api/verify-email', { token: firstToken })).status).toBe(400);
    const verified = await client.post('/api/verify-email', { token });
    expect(await verified.json()).toEqual({ message: EMAIL_MESSAGES.verified });
    expect((await client.get('/api/rfq/rfqs')).status).toBe(200);
    expect(ZSessionUser.parse(await (await client.get('/api/user')).json()).emailVerified).toBe(true);
    expect((await client.post('/api/verify-email', { token })).status).toBe(400);
  });

  it('does not let an unverified sign-up squat an address: the invitation to it still goes through, verified', async () => {
    const inviter = await signIn(server, 'buyer');
    const me = ZSessionUser.parse(await (await inviter.get('/api/user')).json());
    await invite(inviter, me.organizationId ?? '', 'colleague@example.com', 'buyer');
    const invitationToken = await mailedInvitationToken(server, 'colleague@example.com');
    expect(
      (
        await new HttpClient(server.url).post(
          '/api/register',
          newAccount('squatter', { email: 'colleague@example.com' }),
        )
      ).status,
    ).toBe(201);
    const joined = await new HttpClient(server.url).post(
      '/api/register',
      registration('colleague', { invitationToken }),
    );
    expect(joined.status).toBe(201);
    const body = ZSignUpResult.parse(await joined.json());
    expect(body.user).toMatchObject({ username: 'colleague', organizationId: me.organizationId, emailVerified: true });
  });
});
