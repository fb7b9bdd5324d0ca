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

const SIGN_OFF = '\n\nEnergyHub';

export function verificationMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your email address',
    text:
      `Hello ${firstName},\n\nConfirm that this address is yours with this link (it expires in ${EMAIL_LINK_TTL_HOURS} hours):\n${link}\n\n` +
      `Until then your account can sign in but not trade.\n\nIf you did not create an EnergyHub account, ignore this message.${SIGN_OFF}`,
  };
}

/** To the owner of an address someone tried to sign up with: the sign-up itself answers as if all went well. */
export function signUpAttemptMail(to: string, firstName: string, appUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Someone tried to sign up with your email address',
    text:
      `Hello ${firstName},\n\nSomeone tried to create a new EnergyHub account with this address, which already has your account. ` +
      `Nothing was created and your account is unchanged.\n\nIf it was you, sign in instead: ${new URL('/auth', appUrl).toString()}\n` +
      `Forgot your password? ${new URL('/forgot-password', appUrl).toString()}${SIGN_OFF}`,
  };
}

export function emailChangeConfirmMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your new email address',
    text:
      `Hello ${firstName},\n\nYou asked to use this address for your EnergyHub account. The change takes effect when you follow this link ` +
      `(it expires in ${EMAIL_LINK_TTL_HOURS} hours):\n${link}\n\nIf you did not ask for this, ignore this message.${SIGN_OFF}`,
  };
}

/** To a new address that already has an account: no link, and the requester is answered as usual. */
export function emailChangeAddressInUseMail(to: string): OutgoingMail {
  return {
    to,
    subject: 'Someone tried to use your email address',
    text:
      'Hello,\n\nSomeone asked to move another EnergyHub account to this address, which already has an account. ' +
      `Nothing has changed and there is nothing for you to do.${SIGN_OFF}`,
  };
}

/** To the old address, with the way back: cancels or undoes the change and signs the account out everywhere. */
export function emailChangeNoticeMail(to: string, firstName: string, newEmail: string, undoLink: string): OutgoingMail {
  return {
    to,
    subject: 'Your EnergyHub email address is being changed',
    text:
      `Hello ${firstName},\n\nSomeone signed in to your account asked to change its email address to ${newEmail}. ` +
      `It takes effect when the link sent to that address is followed.\n\nIf this was not you, follow this link within ${EMAIL_UNDO_DAYS} days: ` +
      `it cancels the change (or restores this address if it already took effect) and signs your account out everywhere.\n${undoLink}\n\n` +
      `Then sign in and change your password.${SIGN_OFF}`,
  };
}
