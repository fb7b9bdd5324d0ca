import '@energy/i18n/all-catalogues';
import type { Language } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import { translatorFor } from '@energy/i18n/translator';
import type { OutgoingMail } from '../context';

/** How long the links that prove an address work. */
export const EMAIL_LINK_TTL_HOURS = 48;
export const EMAIL_LINK_TTL_MS = EMAIL_LINK_TTL_HOURS * 3600_000;
/** How long the old address may undo a change of the account's email. */
export const EMAIL_UNDO_DAYS = 7;
export const EMAIL_UNDO_MS = EMAIL_UNDO_DAYS * 86_400_000;

/** The pages a mailed link opens, built from the configured app URL (never a request's Host); the token rides in the query, which the request log leaves out. */
export const ACCOUNT_LINK_PATHS = {
  verify: '/verify-email',
  confirmChange: '/email-change/confirm',
  undoChange: '/email-change/undo',
} as const;

export function accountLink(appUrl: string, path: string, token: string): string {
  return new URL(`${path}?token=${encodeURIComponent(token)}`, appUrl).toString();
}

/** A mail's words in its recipient's language: the greeting, the body, the sign-off (catalogue area `mail`). */
type Say = (key: string, values?: Record<string, string | number>) => string;
const sayIn = (language: Language): Say => translatorFor(language) as unknown as Say;

function accountMail(
  language: Language,
  kind: string,
  to: string,
  firstName: string | null,
  values: Record<string, string | number> = {},
): OutgoingMail {
  const say = sayIn(language);
  const greeting = firstName === null ? say('mail.greetingNoName') : say('mail.greeting', { firstName });
  return {
    to,
    subject: say(`mail.${kind}.subject`),
    text: `${greeting}\n\n${say(`mail.${kind}.body`, values)}\n\n${say('mail.signOff')}`,
  };
}

export function verificationMail(to: string, firstName: string, link: string, language: Language = 'en'): OutgoingMail {
  return accountMail(language, 'verification', to, firstName, { hours: EMAIL_LINK_TTL_HOURS, link });
}

/** To the owner of an address someone tried to sign up with: the sign-up itself answers as if all went well. */
export function signUpAttemptMail(
  to: string,
  firstName: string,
  appUrl: string,
  language: Language = 'en',
): OutgoingMail {
  return accountMail(language, 'signUpAttempt', to, firstName, {
    signIn: new URL('/auth', appUrl).toString(),
    forgot: new URL('/forgot-password', appUrl).toString(),
  });
}

export function emailChangeConfirmMail(
  to: string,
  firstName: string,
  link: string,
  language: Language = 'en',
): OutgoingMail {
  return accountMail(language, 'emailChangeConfirm', to, firstName, { hours: EMAIL_LINK_TTL_HOURS, link });
}

/** To a new address that already has an account: no link, and the requester is answered as usual. */
export function emailChangeAddressInUseMail(to: string, language: Language = 'en'): OutgoingMail {
  return accountMail(language, 'emailChangeAddressInUse', to, null);
}

/** To the old address, with the way back: cancels or undoes the change and signs the account out everywhere. */
export function emailChangeNoticeMail(
  to: string,
  firstName: string,
  newEmail: string,
  undoLink: string,
  language: Language = 'en',
): OutgoingMail {
  return accountMail(language, 'emailChangeNotice', to, firstName, { newEmail, days: EMAIL_UNDO_DAYS, link: undoLink });
}

/** The password reset link, to the account's address (no sign-off: the link is the message). */
export function passwordResetMail(
  to: string,
  firstName: string,
  link: string,
  language: Language = 'en',
): OutgoingMail {
  const say = sayIn(language);
  return {
    to,
    subject: say('mail.passwordReset.subject'),
    text: `${say('mail.greeting', { firstName })}\n\n${say('mail.passwordReset.body', { link })}`,
  };
}

/** An invitation into an organization, in the inviter's language (the invitee has no account yet). */
export function invitationMail(
  to: string,
  invitation: { organization: string; role: string; link: string | null; days: number },
  language: Language = 'en',
): OutgoingMail {
  const say = sayIn(language);
  const { organization, role, link, days } = invitation;
  const rest = link === null ? say('mail.invitation.held') : say('mail.invitation.link', { days, link });
  return {
    to,
    subject: say('mail.invitation.subject', { organization }),
    text: `${say('mail.greetingNoName')}\n\n${say('mail.invitation.invited', { organization, role: localizeMessage(role, language) })}\n${rest}`,
  };
}
