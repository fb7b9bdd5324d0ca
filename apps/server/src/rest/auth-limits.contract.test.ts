import { mailOutbox } from '@energy/db/schema/mail';
import { passwordResetTokens } from '@energy/db/schema/sessions';
import { FORGOT_PASSWORD_LIMITS, REGISTER_LIMITS } from '@energy/trpc/auth/limits';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';

const SENT = { message: 'If an account with that email exists, a password reset link has been sent.' };
const FORGOT_REFUSED = { error: 'Too many password reset requests. Please try again later.' };

describe.each(testBackends())('forgot-password and sign-up limits (%s)', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const from = (s: TestServer, address: string) => new HttpClient(s.url, { 'x-forwarded-for': address });
  const mailsTo = (s: TestServer, email: string) =>
    s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('answers forgot-password before any account-dependent work, and mails from the queue afterwards', async () => {
    // The worker only runs when the test says so, to look at the state between answer and mail.
    server = await startTestServer(backend, { trustProxy: 1, mailIntervalMs: 3_600_000 });
    const known = await from(server, '198.51.100.1').post('/api/forgot-password', {
      email: 'finance@lagospower.example',
    });
    const unknown = await from(server, '198.51.100.1').post('/api/forgot-password', { email: 'ghost@nowhere.example' });
    expect([known.status, await known.json()]).toEqual([200, SENT]);
    expect([unknown.status, await unknown.json()]).toEqual([200, SENT]);
    // Nothing that depends on the account has happened yet: no token, no mail.
    expect(await server.database.db.select().from(passwordResetTokens)).toHaveLength(0);
    expect(await mailsTo(server, 'finance@lagospower.example')).toHaveLength(0);

    await server.drainMail();
    const [mail] = await mailsTo(server, 'finance@lagospower.example');
    expect(mail?.text).toMatch(/http:\/\/app\.example\.test\/reset-password\?token=[a-z2-7]{32}/);
    expect(await mailsTo(server, 'ghost@nowhere.example')).toHaveLength(0);
  });

  it('sends the mail on its own, from the worker the server starts', async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    const response = await from(server, '198.51.100.2').post('/api/trpc/auth.forgotPassword', {
      email: 'Buyer@LagosPower.example',
    });
    expect(response.status).toBe(200);
    await expect
      .poll(() => mailsTo(server as TestServer, 'buyer@lagospower.example').then((m) => m.length), { timeout: 10_000 })
      .toBe(1);
  });

  it(`refuses the ${FORGOT_PASSWORD_LIMITS.perAddress.max + 1}st forgot-password request from one address with 429 and Retry-After`, async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    for (let i = 1; i <= FORGOT_PASSWORD_LIMITS.perAddress.max; i++) {
      const response = await from(server, '203.0.113.20').post('/api/forgot-password', {
        email: `person${i}@office.example`,
      });
      expect(response.status).toBe(200);
    }
    const refused = await from(server, '203.0.113.20').post('/api/forgot-password', {
      email: 'one-more@office.example',
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(FORGOT_REFUSED);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(
      (await from(server, '203.0.113.21').post('/api/forgot-password', { email: 'one-more@office.example' })).status,
    ).toBe(200);
  });

  it(`refuses more than ${FORGOT_PASSWORD_LIMITS.perEmail.max} forgot-password requests for one email, from any addresses`, async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    for (let i = 1; i <= FORGOT_PASSWORD_LIMITS.perEmail.max; i++) {
      expect(
        (await from(server, `203.0.113.${30 + i}`).post('/api/forgot-password', { email: 'buyer@lagospower.example' }))
          .status,
      ).toBe(200);
    }
    const refused = await from(server, '203.0.113.99').post('/api/trpc/auth.forgotPassword', {
      email: 'BUYER@lagospower.example',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    await server.drainMail();
    expect(await mailsTo(server, 'buyer@lagospower.example')).toHaveLength(FORGOT_PASSWORD_LIMITS.perEmail.max);
  });

  it(`lets an office behind one address sign up 30 colleagues, and refuses the ${REGISTER_LIMITS.perAddress.max + 1}st sign-up`, async () => {
    server = await startTestServer(backend, { trustProxy: 1 });
    const url = server.url;
    const signUp = (i: number, address = '203.0.113.50') =>
      new HttpClient(url, { 'x-forwarded-for': address }).post('/api/register', {
        username: `colleague${i}`,
        email: `colleague${i}@office.example`,
        password: 'Quartz-lantern-93',
        confirmPassword: 'Quartz-lantern-93',
        firstName: 'Colleague',
        lastName: `Number ${i}`,
        role: 'buyer',
      });
    for (let round = 0; round < REGISTER_LIMITS.perAddress.max / 10; round++) {
      const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(round * 10 + i + 1)));
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    }
    const refused = await signUp(999);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many sign-ups. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signUp(999, '203.0.113.51')).status).toBe(201);
  });
});
