/** The account mails, in English. {ttl} hours or days as the mail states them; {link} alone on its line. */
export const mail = {
  signOff: 'EnergyHub',
  greeting: 'Hello {firstName},',
  greetingNoName: 'Hello,',
  verification: {
    subject: 'Confirm your email address',
    body: 'Confirm that this address is yours with this link (it expires in {hours} hours):\n{link}\n\nUntil then your account can sign in but not trade.\n\nIf you did not create an EnergyHub account, ignore this message.',
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up with your email address',
    body: 'Someone tried to create a new EnergyHub account with this address, which already has your account. Nothing was created and your account is unchanged.\n\nIf it was you, sign in instead: {signIn}\nForgot your password? {forgot}',
  },
  emailChangeConfirm: {
    subject: 'Confirm your new email address',
    body: 'You asked to use this address for your EnergyHub account. The change takes effect when you follow this link (it expires in {hours} hours):\n{link}\n\nIf you did not ask for this, ignore this message.',
  },
  emailChangeAddressInUse: {
    subject: 'Someone tried to use your email address',
    body: 'Someone asked to move another EnergyHub account to this address, which already has an account. Nothing has changed and there is nothing for you to do.',
  },
  emailChangeNotice: {
    subject: 'Your EnergyHub email address is being changed',
    body: 'Someone signed in to your account asked to change its email address to {newEmail}. It takes effect when the link sent to that address is followed.\n\nIf this was not you, follow this link within {days} days: it cancels the change (or restores this address if it already took effect) and signs your account out everywhere.\n{link}\n\nThen sign in and change your password.',
  },
  passwordReset: {
    subject: 'Reset your password',
    body: 'Reset your password with this link (it expires in 1 hour):\n{link}\n\nIf you did not ask for this, ignore this message.',
  },
  invitation: {
    subject: 'You are invited to join {organization} on EnergyHub',
    invited: 'You are invited to join {organization} on EnergyHub as {role}.',
    held: 'This address already belongs to an EnergyHub account, and an account belongs to one organization, so this invitation cannot be used with it. To join, ask the person who invited you to use another address.\n\nIf you did not expect this, ignore this message.',
    link: 'Create your account with this link (it expires in {days} days):\n{link}\n\nIf you did not expect this, ignore this message.',
  },
};
