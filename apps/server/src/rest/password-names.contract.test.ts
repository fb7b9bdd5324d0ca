import { mailOutbox } from '@energy/db/schema/mail';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { invite, mailedInvitationToken, registration } from '@energy/test/invitations';
import { signUp, startParties, type Parties } from '@energy/test/procurement';

const NAMES_ACCOUNT = 'The password must not contain your username or email address';
const refusal = { error: 'Validation failed', details: [{ path: 'password', message: NAMES_ACCOUNT }] };
const serviceRefusal = { error: NAMES_ACCOUNT, details: [{ path: 'password', message: NAMES_ACCOUNT }] };

/** A password that contains the username or the email is refused wherever a password is set. */
describe.each(testBackends())('a password may not name its account (%s)', (backend) => {
  let p: Parties;
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  const anonymous = () => new HttpClient(p.server.url);

  it('sign-up: the username, the email or its name part inside the password answers 400 on the password field', async () => {
    for (const password of ['marigold77', 'xMARIGOLD77x', 'marigold77@example.com', 'marigold77@example.com!']) {
      const response = await anonymous().post(
        '/api/register',
        registration('marigold77', { password, confirmPassword: password }),
      );
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual(refusal);
    }
    const byEmail = await anonymous().post(
      '/api/register',
      registration('marigold78', {
        email: 'sunflower.k@example.com',
        password: 'my-sunflower.k-9',
        confirmPassword: 'my-sunflower.k-9',
      }),
    );
    expect(byEmail.status).toBe(400);
    expect(await byEmail.json()).toEqual(refusal);
  });

  it('invitation accept: refused the same way, and the invitation stays usable', async () => {
    const org = ((await (await p.buyer.get('/api/user')).json()) as { organizationId: string }).organizationId;
    const email = 'lavender41@example.com';
    await invite(p.buyer, org, email, 'buyer');
    const invitationToken = await mailedInvitationToken(p.server, email);
    const refused = await anonymous().post(
      '/api/register',
      registration('lavender41', { invitationToken, password: 'Lavender41-x', confirmPassword: 'Lavender41-x' }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(refusal);
    expect((await anonymous().post('/api/register', registration('lavender41', { invitationToken }))).status).toBe(201);
  });

  it('change password: refused with 400, the old password still works', async () => {
    const client = await signUp(p.server, 'hollyhock5', 'buyer');
    const refused = await client.post('/api/settings/password', {
      currentPassword: 'secret-pass',
      password: 'new-HollyHock5',
      confirmPassword: 'new-HollyHock5',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(serviceRefusal);
    expect((await anonymous().post('/api/login', { username: 'hollyhock5', password: 'secret-pass' })).status).toBe(
      200,
    );
  });

  it('reset password: refused with 400, the link stays usable for a better password', async () => {
    await signUp(p.server, 'primrose6', 'buyer');
    expect((await anonymous().post('/api/forgot-password', { email: 'primrose6@example.com' })).status).toBe(200);
    await p.server.drainMail();
    const [mail] = await p.server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'primrose6@example.com'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x').searchParams.get('token');
    const refused = await anonymous().post('/api/reset-password', {
      token,
      password: 'primrose6@example.com',
      confirmPassword: 'primrose6@example.com',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(serviceRefusal);
    expect(
      (
        await anonymous().post('/api/reset-password', {
          token,
          password: 'ember-Quartz-58',
          confirmPassword: 'ember-Quartz-58',
        })
      ).status,
    ).toBe(200);
  });
});
