import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from '../constants';
import { DEFAULT_SIGNUP_ROLE, ROLES } from '../roles';

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
} as const;

// Upper bounds keep hashing and storage bounded; the spec sets none.
const MAX_NAME = 100;
const MAX_PASSWORD = 256;

const email = z.string().trim().max(254, AUTH_MESSAGES.invalidEmail).pipe(z.email(AUTH_MESSAGES.invalidEmail));
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}
const mismatch = { message: AUTH_MESSAGES.passwordsDontMatch, path: ['confirmPassword'] };

export const ZLoginInput = z.strictObject({
  username: z.string().trim().min(1, AUTH_MESSAGES.usernameRequired).max(MAX_NAME),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(MAX_PASSWORD),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZRegisterInput = z
  .strictObject({
    username: z
      .string()
      .trim()
      .min(MIN_USERNAME_LENGTH, AUTH_MESSAGES.usernameTooShort)
      .max(MAX_NAME, `Username must be at most ${MAX_NAME} characters`),
    email,
    password: newPassword,
    confirmPassword: z.string(),
    firstName: z.string().trim().min(1, AUTH_MESSAGES.firstNameRequired).max(MAX_NAME),
    lastName: z.string().trim().min(1, AUTH_MESSAGES.lastNameRequired).max(MAX_NAME),
    role: z.enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` }).default(DEFAULT_SIGNUP_ROLE),
    organizationId: z
      .uuid('Organization must be a valid organization id')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine(passwordsMatch, mismatch);
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZForgotPasswordInput = z.strictObject({ email });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZResetPasswordInput = z
  .strictObject({
    token: z.string({ message: AUTH_MESSAGES.resetTokenMissing }).min(1, AUTH_MESSAGES.resetTokenMissing).max(200),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

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
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZMessageOutput = z.object({ message: z.string() });
export const ZSuccessOutput = z.object({ success: z.literal(true) });
