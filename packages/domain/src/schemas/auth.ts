import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from '../constants';
import { ROLES } from '../roles';
import { COLOR_SCHEMES, CURRENCIES, LANGUAGES, TIMEZONES } from './preference-options';
import { identityName } from '../text';
import { CONTROL_CHARACTER, USERNAME_MESSAGES, normalizeUsername, usernameProblem } from '../username';

/** The exact validation texts of spec 000 §5. */
export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooShort: `Username must be at least ${MIN_USERNAME_LENGTH} characters`,
  invalidEmail: 'Invalid email address',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  resetTokenMissing: 'Invalid request: Reset token is missing. Please use the link from your email.',
  /** Checked on the server only (the list is too large for the browser bundle): see trpc/auth/common-passwords. */
  passwordTooCommon: 'This password is too common',
} as const;

// Upper bounds keep hashing and storage bounded; the spec sets none.
const MAX_NAME = 100;
const MAX_PASSWORD = 256;

export const ZEmailAddress = z
  .string()
  .trim()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

/** Adds the issue a check function names, if any. */
function refuse(problem: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx<string>) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** A new username in its canonical (NFKC) form: what is stored, and what the unique index compares. */
const newUsername = z
  .string()
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(MIN_USERNAME_LENGTH, AUTH_MESSAGES.usernameTooShort)
      .max(MAX_NAME, `Username must be at most ${MAX_NAME} characters`)
      .superRefine(refuse(usernameProblem)),
  );

/** A person's name (sign-up and profile): it is part of a new account's organization name, so it takes the identity rule. */
export const personName = (label: string, requiredMessage: string) => identityName(MAX_NAME, requiredMessage, label);

function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}
const mismatch = { message: AUTH_MESSAGES.passwordsDontMatch, path: ['confirmPassword'] };

export const ZLoginInput = z.strictObject({
  // Normalised like a new username, so that the form someone types finds the form that was stored.
  username: z
    .string()
    .transform(normalizeUsername)
    .pipe(
      z
        .string()
        .min(1, AUTH_MESSAGES.usernameRequired)
        .max(MAX_NAME)
        .refine((value) => !CONTROL_CHARACTER.test(value), USERNAME_MESSAGES.control),
    ),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(MAX_PASSWORD),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZRegisterInput = z
  .strictObject({
    username: newUsername,
    email: ZEmailAddress,
    password: newPassword,
    confirmPassword: z.string(),
    firstName: personName('First name', AUTH_MESSAGES.firstNameRequired),
    lastName: personName('Last name', AUTH_MESSAGES.lastNameRequired),
    /** Absent: the invitation's role, or DEFAULT_SIGNUP_ROLE for an account with its own organization. */
    role: z.enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` }).optional(),
    /** The token of an invitation (the `invite` of the mailed link): the only way into an existing organization. */
    invitationToken: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Accepted only to refuse it clearly: joining by id needs an invitation to that organization. */
    organizationId: z
      .uuid('Organization must be a valid organization id')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine(passwordsMatch, mismatch);
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZForgotPasswordInput = z.strictObject({ email: ZEmailAddress });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZResetPasswordInput = z
  .strictObject({
    token: z.string({ message: AUTH_MESSAGES.resetTokenMissing }).min(1, AUTH_MESSAGES.resetTokenMissing).max(200),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** Settings > Security: the current password, then a new one under the sign-up rules. */
export const ZPasswordChange = z
  .strictObject({
    currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(MAX_PASSWORD),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);

/** The signed-in user as the client sees it (spec 000 §3). */
export const ZSessionUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** A string rather than the role enum: a stored role the client does not know gets its own screen. */
  role: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** False until the address is proven by its link: such an account may sign in, but business calls answer 403. */
  emailVerified: z.boolean(),
  /** A confirmed second factor (TOTP): sign-in asks for its code after the password. */
  twoFactorEnabled: z.boolean(),
  /** The role (REQUIRE_2FA_ROLES) or the organization requires a second factor the user has not set up: only enrolment is open. */
  twoFactorEnrolmentRequired: z.boolean(),
  /** What the user's screens speak and show: their saved system settings (Settings > System), or the defaults. */
  preferences: z.object({
    language: z.enum(LANGUAGES),
    timezone: z.enum(TIMEZONES),
    colorScheme: z.enum(COLOR_SCHEMES),
    /** The currency money forms open with and money summaries show first (never a conversion). */
    currency: z.enum(CURRENCIES),
  }),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** Texts of the address checks. */
export const EMAIL_MESSAGES = {
  /** The business procedures' 403 for an account whose address is not yet proven. */
  unverified: 'Verify your email address first: follow the link we sent you, or ask for a new one.',
  /** The same answer whether or not the address already has an account, so a sign-up reveals nothing. */
  signUpSent: (email: string) => `We sent a link to ${email}. Follow it to confirm your address, then sign in.`,
  verificationSent: (email: string) => `We sent a new link to ${email}.`,
  alreadyVerified: 'Your email address is already verified.',
  verified: 'Your email address is verified. You can sign in.',
  invalidLink: 'This link is invalid or has expired.',
  addressInUse: 'This address already belongs to another account.',
  changeSent: (email: string) =>
    `Confirmation sent to ${email}. The change takes effect when you follow the link in that message.`,
  sameAddress: 'This is already your email address.',
  changeConfirmed: 'Your email address has been changed.',
  changeUndone:
    'The change was undone: your previous address is back and every session has been signed out. Sign in again and change your password.',
  tokenMissing: 'The link is incomplete. Please use the link from your email.',
} as const;

/** Sign-up's answer: an account joining by invitation is signed in (the link proved the address); any other gets the same message whatever the address. */
export const ZSignUpResult = z.object({ message: z.string(), user: ZSessionUser.nullable() });
export type TSignUpResult = z.infer<typeof ZSignUpResult>;

/** The token of a mailed link, taken in the body so it never reaches a request log. */
export const ZEmailTokenInput = z.strictObject({
  token: z.string({ message: EMAIL_MESSAGES.tokenMissing }).trim().min(1, EMAIL_MESSAGES.tokenMissing).max(200),
});
export type TEmailTokenInput = z.infer<typeof ZEmailTokenInput>;

/** What the sign-up form may offer, decided by the server (admin sign-up closes after the first admin). */
export const ZSignupOptions = z.object({ adminSignupOpen: z.boolean() });
export type TSignupOptions = z.infer<typeof ZSignupOptions>;

export const ZMessageOutput = z.object({ message: z.string() });
export const ZSuccessOutput = z.object({ success: z.literal(true) });
