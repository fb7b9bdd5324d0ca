import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import type { NotificationPriority } from './notification';

/** A verification code: six digits, valid ten minutes, five tries; a new one no sooner than a minute after the last. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_MS = 60 * 1000;
/** At most this many codes an hour per user, whatever the interval. */
export const PHONE_CODES_PER_HOUR = 5;

/** The server's answers and refusals (English; the catalogue's sms.server.* holds the same texts). */
export const SMS_MESSAGES = {
  invalidPhone: 'Enter a valid phone number',
  countryCodeRequired: 'Enter the phone number with its country code, starting with + (for example +234 801 234 5678)',
  noPhone: 'Add a phone number to your profile first',
  alreadyVerified: 'This phone number is already verified',
  codeSent: 'A verification code was sent by SMS',
  resendTooSoon: 'A code was sent less than a minute ago; wait before asking for another',
  tooManyCodes: 'Too many codes were sent; try again in an hour',
  noCode: 'Ask for a verification code first',
  codeFormat: 'Enter the 6-digit code',
  wrongCode: 'The code is not correct',
  codeExpired: 'The code has expired; ask for a new one',
  tooManyAttempts: 'Too many wrong codes; ask for a new one',
  phoneChanged: 'The phone number has changed since the code was sent; ask for a new code',
  phoneVerified: 'Phone number verified',
} as const;

/** Sending a code takes no input: the code goes to the phone saved in the profile. */
export const ZPhoneVerificationRequest = z.void();

export const ZPhoneVerifyInput = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), SMS_MESSAGES.codeFormat),
});
export type TPhoneVerifyInput = z.infer<typeof ZPhoneVerifyInput>;

export const ZPhoneVerificationSent = z.object({
  message: z.string(),
  /** E.164: where the code went. */
  phone: z.string(),
  expiresAt: z.string(),
  /** When another code may be asked for. */
  resendAfter: z.string(),
});
export type TPhoneVerificationSent = z.infer<typeof ZPhoneVerificationSent>;

export const ZPhoneVerified = z.object({ message: z.string(), phone: z.string(), phoneVerified: z.literal(true) });
export type TPhoneVerified = z.infer<typeof ZPhoneVerified>;

export type PhoneReading = { ok: true; e164: string } | { ok: false; message: string };

/**
 * A phone number as typed, read into E.164: one given with + and its country code stands alone; a national
 * number is read in `country` (the organization's), and without one it is refused with a message asking for the
 * country code. Empty stays empty (no phone).
 */
export function readPhone(raw: string, country: CountryCode | undefined): PhoneReading {
  const text = raw.trim();
  if (text === '') return { ok: true, e164: '' };
  const international = text.startsWith('+') || text.startsWith('00');
  if (!international && !country) return { ok: false, message: SMS_MESSAGES.countryCodeRequired };
  const parsed = parsePhoneNumberFromString(
    text.startsWith('00') ? `+${text.slice(2)}` : text,
    international ? undefined : country,
  );
  if (!parsed?.isValid()) return { ok: false, message: SMS_MESSAGES.invalidPhone };
  return { ok: true, e164: parsed.number };
}

/** A stored E.164 number as people write it (+234 801 234 5678); anything else as it is. */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * The country an organization is in, as far as the platform knows it: the country of its phone number when
 * that is given in international form (organizations have no separate country field); +1 numbers name theirs
 * only when valid (the calling code is shared by several countries).
 */
export function countryOfPhone(phone: string | null | undefined): CountryCode | undefined {
  if (!phone) return undefined;
  // The calling code names the country (+234: Nigeria) even when the rest of the number is not a valid one.
  return parsePhoneNumberFromString(phone.trim())?.country;
}

/** The outbox's states (packages/db sms_outbox) and what each message is for. */
export const SMS_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const SMS_PURPOSES = ['verification', 'notification'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** The priority of the notifications that also go by SMS. */
export const SMS_NOTIFICATION_PRIORITY: NotificationPriority = 'high';

/**
 * THE rule of notification SMS: a notification of SMS_NOTIFICATION_PRIORITY, to a user who switched SMS on
 * (Settings > Notifications) and has a verified phone.
 */
export function sendsSms(
  priority: string,
  user: { smsNotifications: boolean; phone: string; phoneVerifiedAt: Date | string | null },
): boolean {
  return (
    priority === SMS_NOTIFICATION_PRIORITY &&
    user.smsNotifications &&
    user.phone !== '' &&
    user.phoneVerifiedAt !== null
  );
}
