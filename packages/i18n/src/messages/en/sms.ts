/** English: the spec's exact texts. ICU MessageFormat: {name} for a value, {count, plural, one {…} other {…}}. */
export const sms = {
  /** The text message that carries a verification code. */
  code: 'EnergyHub: your verification code is {code}. It expires in {minutes} minutes. Do not share it.',
  /** The text message of a high-priority notification. */
  notification: 'EnergyHub alert: {title}. {message} Details: {url}',
  /** The server's answers and refusals (@energy/domain/schemas/phone SMS_MESSAGES). */
  server: {
    invalidPhone: 'Enter a valid phone number',
    countryCodeRequired:
      'Enter the phone number with its country code, starting with + (for example +234 801 234 5678)',
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
  },
  /** Settings > Profile. */
  profile: {
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    phoneHint: 'With the country code, e.g. +234 801 234 5678',
    role: 'Role',
    save: 'Save Profile',
    saved: 'Profile updated',
    failed: 'Profile not saved',
    loading: 'Loading your profile…',
    loadFailed: 'Your profile could not be loaded',
    verified: 'Phone verified',
    notVerified: 'Phone not verified',
    verifiedText: 'High-priority notifications can reach this number by SMS.',
    unverifiedText: 'Verify this number to receive high-priority notifications by SMS.',
    saveFirst: 'Save the new number, then verify it.',
    sendCode: 'Send code',
    resendCode: 'Send a new code',
    codeSent: 'We sent a code to {phone}. It expires in 10 minutes.',
    code: 'Verification code',
    verify: 'Verify',
    sendFailed: 'Code not sent',
    verifyFailed: 'Phone number not verified',
  },
  /** Settings > Notifications. */
  preferences: {
    label: 'SMS Notifications',
    hint: 'High-priority notifications by SMS, to a phone number verified in Settings > Profile',
  },
};
