import type { SmsProvider } from '@energy/trpc/sms/outbox';
import type { Logger } from '../http/logger';

export interface SmsSettings {
  /** SMS_URL: the provider's message endpoint; unset, no message leaves the server. */
  url: string | undefined;
  /** SMS_FROM: the sender number or name. */
  from: string;
  /** SMS_USER and SMS_PASSWORD: basic authentication, when set (a Twilio account SID and auth token). */
  user: string | undefined;
  password: string | undefined;
}

/** How long the provider may take to answer before the attempt counts as failed (and is retried). */
const SMS_TIMEOUT_MS = 15_000;

/**
 * A Twilio-compatible HTTP provider: POST SMS_URL with the form fields To, From and Body
 * (application/x-www-form-urlencoded), basic authentication when SMS_USER is set. Any answer but 2xx is a failure.
 */
export function httpSmsProvider(settings: SmsSettings & { url: string }): SmsProvider {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (settings.user !== undefined)
    headers.authorization = `Basic ${Buffer.from(`${settings.user}:${settings.password ?? ''}`).toString('base64')}`;
  return {
    kind: 'http',
    async send(sms) {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ To: sms.to, From: settings.from, Body: sms.body }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/**
 * Development without SMS_URL: the message stays in sms_outbox (status logged) and goes to the log with its text,
 * so a developer can read a verification code.
 */
export function logSmsProvider(logger: Logger): SmsProvider {
  return {
    kind: 'log',
    async send(sms) {
      logger.info('sms.outbox', { to: sms.to, body: sms.body });
    },
  };
}

/**
 * The provider the server sends with: HTTP when SMS_URL is set; otherwise, outside production, the log; in
 * production without SMS_URL none (messages wait in sms_outbox until a provider is configured).
 */
export function createSmsProvider(
  settings: SmsSettings,
  options: { production: boolean; logger: Logger },
): SmsProvider | null {
  if (settings.url) return httpSmsProvider({ ...settings, url: settings.url });
  return options.production ? null : logSmsProvider(options.logger);
}
