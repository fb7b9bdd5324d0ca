import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { signUp } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { MAX_LOGIN_FAILURES } from '@energy/trpc/auth/throttle';
import { AUTH_NOT_BATCHABLE } from '../http/trpc-batch';

const TOO_MANY = { error: 'Too many wrong passwords. Please try again later.' };
const change = (currentPassword: string) => ({
  currentPassword,
  password: 'brand-new-pass-7',
  confirmPassword: 'brand-new-pass-7',
});

/**
 * Every procedure that checks a password counts its failures like sign-in (declared once,
 * `checksSecret` in its meta) and is refused inside a tRPC batch.
 */
describe.each(testBackends())('current-password checks are throttled and never batched (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  const signsIn = async (username: string, password: string) =>
    (await new HttpClient(server.url).post('/api/login', { username, password })).status;

  it(`answers 429 with Retry-After after ${MAX_LOGIN_FAILURES} wrong current passwords, REST and tRPC counted together, then even the right one`, async () => {
    const client = await signUp(server, 'guessed1', 'buyer');
    const statuses: number[] = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const response =
        i % 2 === 0
          ? await client.post('/api/settings/password', change(`wrong-${i}`))
          : await client.post('/api/trpc/settings.changePassword', change(`wrong-${i}`));
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array.from({ length: MAX_LOGIN_FAILURES }, () => 400));
    for (const attempt of [change('wrong-again'), change('secret-pass')]) {
      const refused = await client.post('/api/settings/password', attempt);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual(TOO_MANY);
    }
    // Deleting the account checks the same password: the same count refuses it too.
    const deletion = await client.post('/api/settings/account/delete', {
      confirmation: 'DELETE',
      currentPassword: 'secret-pass',
    });
    expect(deletion.status).toBe(429);
    expect(await signsIn('guessed1', 'secret-pass')).toBe(200);
    expect(await signsIn('guessed1', 'brand-new-pass-7')).toBe(401);
  });

  it('forgives the failures once the right password is given, and does not count malformed calls', async () => {
    const client = await signUp(server, 'guessed2', 'buyer');
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      expect(
        (
          await client.post('/api/settings/password', {
            currentPassword: 'secret-pass',
            password: 'x',
            confirmPassword: 'x',
          })
        ).status,
      ).toBe(400);
    }
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++)
      expect((await client.post('/api/settings/password', change(`wrong-${i}`))).status).toBe(400);
    expect((await client.post('/api/settings/password', change('secret-pass'))).status).toBe(200);
    expect((await client.post('/api/settings/password', change('wrong-after'))).status).toBe(400);
  });

  it('refuses a batch of 20 guesses whose last is right: 400, and the password is unchanged', async () => {
    const client = await signUp(server, 'guessed3', 'buyer');
    const guesses = [...Array.from({ length: 19 }, (_, i) => `wrong-${i}`), 'secret-pass'];
    const paths = guesses.map(() => 'settings.changePassword').join(',');
    const response = await client.post(
      `/api/trpc/${paths}?batch=1`,
      Object.fromEntries(guesses.map((guess, i) => [String(i), change(guess)])),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } }[];
    expect(new Set(body.map((b) => b.error.message))).toEqual(new Set([AUTH_NOT_BATCHABLE]));
    // One password call beside an ordinary read is refused as well.
    const mixed = await client.post('/api/trpc/settings.deleteAccount,settings.profile?batch=1', {
      0: { confirmation: 'DELETE', currentPassword: 'secret-pass' },
    });
    expect(mixed.status).toBe(400);
    expect(await signsIn('guessed3', 'secret-pass')).toBe(200);
    expect(await signsIn('guessed3', 'brand-new-pass-7')).toBe(401);
  });
});
