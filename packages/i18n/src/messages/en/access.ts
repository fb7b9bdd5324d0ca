/** English: the spec's exact texts. ICU MessageFormat: {name} for a value, {count, plural, one {…} other {…}}. */
export const access = {
  denial: {
    roles: {
      title: 'Access Restricted',
      message: 'Your current role ({role}) does not have permission to access this page.',
      detail: 'Required roles: {roles}',
    },
    permission: {
      title: 'Insufficient Permissions',
      message: "You don't have the necessary permissions to access this resource.",
      detail: 'Required: {required}',
    },
    route: {
      title: 'Page Not Available',
      message: 'This page is not accessible with your current role.',
      detail: 'Route: {route}',
    },
    default: {
      title: 'Access Denied',
      message: 'You do not have permission to access this page.',
      detail: 'Please contact your administrator for access.',
    },
    footer: 'If you believe this is an error, please contact your administrator',
    goBack: 'Go Back',
    returnToDashboard: 'Return to Dashboard',
    signOut: 'Sign Out',
  },
  notFound: {
    title: '404 Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    returnToDashboard: 'Return to Dashboard',
  },
  comingSoon: {
    fallbackTitle: 'Coming soon',
    title: 'Coming in a later release',
    text: 'This screen is coming in a later release.',
    figuresLater: 'The figures of this dashboard come in a later release. Meanwhile, your working screens:',
    workingScreens: 'Your working screens',
  },
};
