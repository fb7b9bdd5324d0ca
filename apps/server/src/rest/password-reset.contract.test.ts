import { mailOutbox } from '@energy/db/schema/mail';
import { passwordResetTokens } from '@energy/db/schema/sessions';
import { ZMessageOutput } from '@energy/domain/schemas/auth';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';

const SENT = { message: 'If an account with that email exists, a password reset link has been sent.' };

describe.each(testBackends())('password reset over HTTP (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  async function requestLink(email: string, headers: Record<string, string> = {}): Promise<string> {
    const response = await new HttpClient(server.url).post('/api/forgot-password', { email }, headers);
    expect(response.status).toBe(200);
    // The mail is sent from the queue after the answer.
    await server.drainMail();
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    return link;
  }

  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const client = new HttpClient(server.url);
    const known = await client.post('/api/forgot-password', { email: 'finance@lagospower.example' });
    const unknown = await client.post('/api/forgot-password', { email: 'ghost@nowhere.example' });
    expect(known.status).toBe(unknown.status);
    expect(ZMessageOutput.parse(await known.json())).toEqual(SENT);
    expect(await unknown.json()).toEqual(SENT);
    await server.drainMail();
    expect(
      await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@nowhere.example')),
    ).toHaveLength(0);
  });

  it('builds the link from APP_URL, never the Host header, and stores only the hashed token', async () => {
    const link = await requestLink('buyer@lagospower.example', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(link).toMatch(/^http:\/\/app\.example\.test\/reset-password\?token=[a-z2-7]{32}$/);
    const token = new URL(link).searchParams.get('token') ?? '';
    const rows = await server.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });

  it('resets once: revokes sessions, the new password works, the link cannot be used again', async () => {
    const session = new HttpClient(server.url);
    await session.post('/api/login', { username: 'supplier2', password: TEST_DEMO_PASSWORD });
    expect((await session.get('/api/user')).status).toBe(200);

    const token = new URL(await requestLink('sales@atlanticrefined.example')).searchParams.get('token');
    const reset = await new HttpClient(server.url).post('/api/reset-password', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: 'Password reset successful' });

    expect((await session.get('/api/user')).status).toBe(401);
    const oldPassword = await new HttpClient(server.url).post('/api/login', {
      username: 'supplier2',
      password: TEST_DEMO_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new HttpClient(server.url).post('/api/login', {
      username: 'supplier2',
      password: 'brand-new-1',
    });
    expect(newPassword.status).toBe(200);

    const again = await new HttpClient(server.url).post('/api/reset-password', {
      token,
      password: 'another-1',
      confirmPassword: 'another-1',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: 'This reset link is invalid or has expired. Please request a new one.',
      details: [{ path: 'token', message: 'This reset link is invalid or has expired. Please request a new one.' }],
    });
  });

  it('refuses an expired link', async () => {
    const token = new URL(await requestLink('dispatch@swifthaul.example')).searchParams.get('token');
    await server.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await new HttpClient(server.url).post('/api/reset-password', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(response.status).toBe(400);
  });

  it('voids the previous link when a new one is requested', async () => {
    const first = new URL(await requestLink('admin@energyhub.example')).searchParams.get('token');
    const second = new URL(await requestLink('admin@energyhub.example')).searchParams.get('token');
    expect(first).not.toBe(second);
    const stale = await new HttpClient(server.url).post('/api/reset-password', {
      token: first,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(stale.status).toBe(400);
    const fresh = await new HttpClient(server.url).post('/api/reset-password', {
      token: second,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(fresh.status).toBe(200);
  });

  it('spends a token once even when two resets race', async () => {
    const token = new URL(await requestLink('sales@deltacrude.example')).searchParams.get('token');
    const body = { token, password: 'raced-pass-1', confirmPassword: 'raced-pass-1' };
    const statuses = await Promise.all(
      [1, 2, 3].map(() => new HttpClient(server.url).post('/api/reset-password', body).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it('shows the missing-token message when no token is sent', async () => {
    const response = await new HttpClient(server.url).post('/api/reset-password', {
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toContainEqual({
      path: 'token',
      message: 'Invalid request: Reset token is missing. Please use the link from your email.',
    });
  });
});
