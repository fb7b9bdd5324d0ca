import { mailOutbox } from '@energy/db/schema/mail';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from './server';

/** The newest mail to an address (the outbox stands in for SMTP), or undefined. */
export async function lastMailTo(server: TestServer, to: string) {
  const [mail] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The token of the newest link to `path` (e.g. /verify-email) mailed to an address. */
export async function mailedLinkToken(server: TestServer, to: string, path: string): Promise<string> {
  const mails = await server.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
  for (const mail of mails) {
    const token = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([a-z2-7]+)`).exec(mail.text)?.[1];
    if (token) return token;
  }
  expect.fail(`no ${path} link mailed to ${to}`);
}
