import { mailOutbox } from '@energy/db/schema/mail';
import { ZInvitation, type TInvitation } from '@energy/domain/schemas/invitation';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { HttpClient } from './http-client';
import { json } from './procurement';
import type { TestServer } from './server';

export const STRONG_PASSWORD = 'ember-Quartz-58';

/** The invitation token from the newest mail to this address (the outbox stands in for SMTP). */
export async function mailedInvitationToken(server: TestServer, email: string): Promise<string> {
  const [mail] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /\/auth\?invite=([a-z2-7]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `an invitation mailed to ${email}`).toBeDefined();
  return token ?? '';
}

export async function invite(
  inviter: HttpClient,
  organizationId: string,
  email: string,
  role: string,
): Promise<TInvitation> {
  return json(
    await inviter.post(`/api/organizations/${organizationId}/invitations`, { email, role }),
    ZInvitation,
    201,
  );
}

export const registration = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.com`,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  firstName: 'Test',
  lastName: username,
  ...extra,
});

/** Invites `username@example.com` with `role` and signs up through the mailed link: the only way in. */
export async function joinByInvitation(
  server: TestServer,
  inviter: HttpClient,
  organizationId: string,
  username: string,
  role: string,
): Promise<HttpClient> {
  const email = `${username}@example.com`;
  await invite(inviter, organizationId, email, role);
  const invitationToken = await mailedInvitationToken(server, email);
  const client = new HttpClient(server.url);
  const response = await client.post('/api/register', registration(username, { invitationToken }));
  expect(response.status, `${username} joins by invitation`).toBe(201);
  return client;
}
