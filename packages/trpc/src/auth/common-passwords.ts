import { AUTH_MESSAGES, ZPasswordChange, ZRegisterInput, ZResetPasswordInput } from '@energy/domain/schemas/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { PASSWORD_NAMES_ACCOUNT, passwordNamesAccount } from './password';

/**
 * The ~49,000 most common passwords of zxcvbn-ts's common dictionary (@zxcvbn-ts/language-common, MIT,
 * maintained, bundled in the package, no network at run time). Checked on the server only: the list is
 * about 400 kB and would otherwise ship in the browser bundle for every visitor; the form shows the
 * server's message on the password field instead. Compared lower-cased, so "Password" counts as "password".
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

function refuseCommon(value: { password: string }, ctx: z.RefinementCtx<{ password: string }>): void {
  if (isCommonPassword(value.password)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordTooCommon });
  }
}

/** Sign-up knows the username and email it sets the password for; reset and change check them in the service. */
function refuseNames(
  value: { password: string; username: string; email: string },
  ctx: z.RefinementCtx<{ password: string }>,
): void {
  if (passwordNamesAccount(value.password, value))
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_NAMES_ACCOUNT });
}

/** The domain schemas plus the common-password check: what register, reset-password, change-password and create-admin take. */
export const ZRegisterServerInput = ZRegisterInput.superRefine(refuseCommon).superRefine(refuseNames);
export const ZResetPasswordServerInput = ZResetPasswordInput.superRefine(refuseCommon);
export const ZPasswordChangeServerInput = ZPasswordChange.superRefine(refuseCommon);
