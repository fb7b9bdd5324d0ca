import { z } from 'zod';
import { ZSessionUser } from './auth';

/** A second factor: time-based one-time codes (TOTP, RFC 6238) of this many digits, every this many seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes given at enrolment; each signs in once when the authenticator is lost. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in (the code after the password) stays open. */
export const SECOND_STEP_MINUTES = 5;

/** The server's texts about the second factor (English; the catalogue's twoFactor.server.<key> holds the same). */
export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeFormat: 'Enter one of your recovery codes.',
  codeOrRecoveryCode: 'Enter either a code from your authenticator app or a recovery code.',
  passwordRequired: 'Password is required',
  invalidCode: 'This code is not valid. Enter the current code from your authenticator app.',
  codeReused: 'This code has already been used. Wait for the next code and enter it.',
  invalidRecoveryCode: 'This recovery code is not valid or has already been used.',
  wrongPassword: 'Current password is incorrect',
  notEnrolling: 'Start setting up two-factor sign-in first.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  secondStepExpired: 'Your sign-in has expired. Enter your username and password again.',
  enrolmentRequired: 'Set up two-factor sign-in first: your account requires it before anything else.',
  tooManyCodes: 'Too many wrong codes. Please try again later.',
  notConfigured: 'Two-factor sign-in is not configured on this server (TWO_FACTOR_KEY).',
  organizationRuleForbidden: "Only your organization's administrators can change this rule.",
  noOrganization: 'Your account belongs to no organization.',
} as const;
export type TwoFactorMessageKey = keyof typeof TWO_FACTOR_MESSAGES;

const code = z
  .string({ message: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

const recoveryCode = z
  .string({ message: TWO_FACTOR_MESSAGES.recoveryCodeFormat })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.recoveryCodeFormat)
  .max(64, TWO_FACTOR_MESSAGES.recoveryCodeFormat);

/** Confirms enrolment with the first code the authenticator shows. */
export const ZTwoFactorCodeInput = z.strictObject({ code });
export type TTwoFactorCodeInput = z.infer<typeof ZTwoFactorCodeInput>;

/** Turning the second factor off takes the password and a current code. */
export const ZTwoFactorDisableInput = z.strictObject({
  password: z.string().min(1, TWO_FACTOR_MESSAGES.passwordRequired).max(256),
  code,
});
export type TTwoFactorDisableInput = z.infer<typeof ZTwoFactorDisableInput>;

/** The second step of a sign-in: a code from the authenticator, or one of the recovery codes. */
export const ZTwoFactorLoginInput = z
  .strictObject({ code: code.optional(), recoveryCode: recoveryCode.optional() })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: TWO_FACTOR_MESSAGES.codeOrRecoveryCode,
    path: ['code'],
  });
export type TTwoFactorLoginInput = z.infer<typeof ZTwoFactorLoginInput>;

/** Enrolment started: the secret (base32) and the otpauth:// URL a QR code carries to the authenticator. */
export const ZTwoFactorEnrolment = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;

/** Shown once, at confirmation; only their hashes are kept. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** Settings > Security: where the user's second factor stands. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  confirmedAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The role or the organization requires a second factor. */
  required: z.boolean(),
  /** The organization requires it of every member (null: no organization). */
  organizationRequires: z.boolean().nullable(),
  /** Whether the caller may change the organization's rule (its managers, and admins). */
  canSetOrganizationRule: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const ZOrganizationTwoFactorInput = z.strictObject({ required: z.boolean() });
export type TOrganizationTwoFactorInput = z.infer<typeof ZOrganizationTwoFactorInput>;

/** Sign-in's answer: the user (signed in), or the request for the second step (no session yet). */
export const ZSecondStepRequired = z.object({ twoFactorRequired: z.literal(true) });
export const ZLoginResult = z.union([ZSessionUser, ZSecondStepRequired]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

export function needsSecondStep(result: TLoginResult): result is z.infer<typeof ZSecondStepRequired> {
  return 'twoFactorRequired' in result;
}

/** The roles REQUIRE_2FA_ROLES names by default in production (elsewhere none). */
export const DEFAULT_REQUIRED_TWO_FACTOR_ROLES = ['admin', 'finance'] as const;
