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
  /**
   * Start quietly: until endStartPhase(), outbox mails (the demo seed's notifications and reminders, a few
   * hundred) are logged at debug level only and counted, so the start log can sum them up in one line.
   */
  quietStart?: boolean;
}

export interface ServerMailer extends Mailer {
  /** Ends the quiet start: mails are logged as usual from now on. Returns how many went to the outbox during it. */
  endStartPhase(): number;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise a local outbox table for development. */
export function createMailer(options: MailerOptions): ServerMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      endStartPhase: () => 0,
    };
  }
  let quiet = options.quietStart ?? false;
  let quietMails = 0;
  return {
    async send(mail) {
      await options.db.insert(mailOutbox).values(mail);
      const fields = { to: mail.to, subject: mail.subject, ...(options.logMailText ? { text: mail.text } : {}) };
      if (!quiet) return options.logger.info('mail.outbox', fields);
      quietMails += 1;
      options.logger.debug?.('mail.outbox', fields);
    },
    endStartPhase() {
      quiet = false;
      return quietMails;
    },
  };
}
