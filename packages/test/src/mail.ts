import { mailOutbox } from '@energy/db/schema/mail';
import { silentLogger } from '@energy/server/http/logger';
import { createMailer } from '@energy/server/mail/mailer';
import { runNotificationRound, type NotifierDeps } from '@energy/trpc/notifications/notifier';
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

/** The notifier as the server runs it, its mail kept in the outbox (no SMTP, no log), links to `appUrl`. */
export function outboxNotifier(server: TestServer, appUrl = 'http://app.example.test'): NotifierDeps {
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'test@localhost',
    db: server.database.db,
    logger: silentLogger,
    logMailText: false,
  });
  return { db: server.database.db, mailer, appUrl };
}

/** One notification round now, as the server's background job would run it: the number of notifications written. */
export function notifyNow(server: TestServer, appUrl?: string): Promise<number> {
  return runNotificationRound(outboxNotifier(server, appUrl));
}
