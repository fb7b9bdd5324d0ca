/** English: the spec's exact texts. ICU MessageFormat: {name} for a value, {count, plural, one {…} other {…}}. */
export const twoFactor = {
  /** The sign-in form: the password step (the spec's texts), then the code step. */
  signIn: {
    username: 'Username',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    submit: 'Sign In',
    welcomeBack: 'Welcome back!',
    loggedInAs: 'Logged in as {firstName} {lastName}',
    loginFailed: 'Login failed',
    codeTitle: 'Two-factor sign-in',
    codeIntro: 'Enter the 6-digit code from your authenticator app.',
    code: 'Authentication code',
    recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
    recoveryCode: 'Recovery code',
    useRecoveryCode: 'Use a recovery code',
    useAuthenticator: 'Use a code from your authenticator app',
    verify: 'Verify',
    back: 'Back to sign in',
  },
  /** Settings > Security: the password change. */
  security: {
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    update: 'Update Password',
    failed: 'Password not updated',
    passwordChanged: 'Password updated',
    otherSessions: 'Your other sessions were signed out.',
  },
  /** Settings > Security: the second factor's status, turning it on and off, the organization's rule. */
  card: {
    title: 'Two-Factor Authentication',
    on: 'On',
    off: 'Off',
    onSince:
      'Two-factor sign-in is on since {date}: after your password, sign-in asks for a code from your authenticator app.',
    offText: 'Add a second step to your sign-in: a code from an authenticator app on your phone.',
    required: 'Your account requires two-factor sign-in.',
    recoveryLeft: '{count, plural, one {# recovery code left} other {# recovery codes left}}',
    enable: 'Set up two-factor sign-in',
    disable: 'Turn off two-factor sign-in',
    disableIntro: 'Enter your password and a current code from your authenticator app.',
    disableSubmit: 'Turn off',
    disabled: 'Two-factor sign-in is off',
    disableFailed: 'Two-factor sign-in was not turned off',
    cancel: 'Cancel',
    loadFailed: 'The two-factor status could not be loaded.',
    organizationRule: 'Require two-factor sign-in of every member of {organization}',
    organizationRuleSaved: 'Organization rule saved',
    organizationRuleFailed: 'Organization rule not saved',
  },
  /** Turning it on: the QR code and the secret, confirmed by a first code. */
  enrol: {
    scan: 'Scan this QR code with your authenticator app, or enter the secret by hand. Then enter the code the app shows.',
    qrLabel: 'QR code for your authenticator app',
    secret: 'Secret',
    code: 'Code from the app',
    confirm: 'Confirm',
    startFailed: 'Two-factor setup could not start',
    confirmFailed: 'Code not accepted',
    enabled: 'Two-factor sign-in is on',
  },
  /** The recovery codes, shown once after confirmation. */
  recovery: {
    title: 'Save your recovery codes',
    intro:
      'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download (.txt)',
    done: 'I have saved my codes',
    fileHeader: 'EnergyHub recovery codes for {username}. Each code signs in once.',
  },
  /** Shown instead of the application to a user who must set up a second factor first. */
  gate: {
    title: 'Set up two-factor sign-in',
    intro:
      'Your account must use two-factor sign-in before you can continue. You need an authenticator app on your phone.',
    signOut: 'Sign out',
  },
  /** The server's messages (TWO_FACTOR_MESSAGES in @energy/domain/schemas/two-factor), for translation. */
  server: {
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
  },
};
