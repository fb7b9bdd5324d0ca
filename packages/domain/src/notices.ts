/** Notification titles and texts of spec 000 §8, spec 001 §8. */
export const AUTH_NOTICES = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
  genericError: 'Error',
  invalidRequest: 'Invalid request',
  welcomeBack: 'Welcome back!',
  loggedInAs: (firstName: string, lastName: string) => `Logged in as ${firstName} ${lastName}`,
  accountCreated: 'Account created!',
  welcomeLine: (firstName: string) => `Welcome to the platform, ${firstName}.`,
  loggedOut: 'Logged out',
  loggedOutText: 'You have been successfully logged out.',
  resetLinkSent: 'Reset link sent',
  resetLinkSentText: 'If an account with that email exists, a password reset link has been sent.',
  passwordResetSuccessful: 'Password reset successful',
} as const;

/** Texts of the denial pages (spec 000 §2, Protected-route behaviour). */
export const DENIAL_TEXTS = {
  roles: {
    title: 'Access Restricted',
    message: (role: string) => `Your current role (${role}) does not have permission to access this page.`,
    detail: (roles: readonly string[]) => `Required roles: ${roles.join(', ')}`,
  },
  permission: {
    title: 'Insufficient Permissions',
    message: () => "You don't have the necessary permissions to access this resource.",
    detail: (required: string) => `Required: ${required}`,
  },
  route: {
    title: 'Page Not Available',
    message: () => 'This page is not accessible with your current role.',
    detail: (route: string) => `Route: ${route}`,
  },
  default: {
    title: 'Access Denied',
    message: () => 'You do not have permission to access this page.',
    detail: () => 'Please contact your administrator for access.',
  },
  footer: 'If you believe this is an error, please contact your administrator',
} as const;

/** Refusals made before a call reaches the API, and how the app words them for a user. */
export const REQUEST_NOTICES = {
  /** The server's own text when a write comes from an origin it does not accept (CSRF defence). */
  originRefused: 'Cross-site request refused: the request Origin is not allowed',
  /** GET /api/metrics without the metrics token (METRICS_TOKEN) as its bearer credential. */
  metricsTokenRequired: 'The metrics need the metrics token (Authorization: Bearer)',
  /** What the user reads instead. */
  originRefusedPlain: (origin: string) =>
    `The server refused this request because this page's address (${origin}) is not one it accepts. ` +
    'Open EnergyHub at its usual address, or ask your administrator to allow this one.',
  unreadableAnswer: (status: number) =>
    `The server sent an answer the app could not read (HTTP ${status}). Please try again in a moment.`,
} as const;
