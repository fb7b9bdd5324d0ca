import type { Database } from '@energy/db/client';
import { mailOutbox } from '@energy/db/schema/mail';
import type { Mailer } from '@energy/trpc/context';
import nodemailer from 'nodemailer';
import type { Logger } from '../http/logger';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  logger: Logger;
  /** Outside production the outbox also logs each mail's text, so a developer can follow reset links. */
  logMailText: boolean;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise a local outbox table for development. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await options.db.insert(mailOutbox).values(mail);
      options.logger.info('mail.outbox', {
        to: mail.to,
        subject: mail.subject,
        ...(options.logMailText ? { text: mail.text } : {}),
      });
    },
  };
}
