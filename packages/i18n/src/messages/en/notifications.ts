/** English: the spec's exact texts. ICU MessageFormat: {name} for a value, {count, plural, one {…} other {…}}. */
export const notifications = {
  title: 'Notifications',
  subtitle: 'Updates on your RFQs, offers, contracts, orders, shipments and payments.',
  unread: 'Unread',
  highPriority: 'High Priority',
  today: 'Today',
  all: 'All',
  show: 'Show',
  loading: 'Loading notifications…',
  failed: 'Notifications could not be loaded',
  empty: 'No notifications',
  emptyText: 'You are all caught up: new activity on your records will show here.',
  emptyUnread: 'No unread notifications',
  allRead: 'All notifications marked as read',
  markFailed: 'Could not mark as read',
  markAllRead: 'Mark All as Read',
  markRead: 'Mark as read',
  markReadOf: 'Mark as read: {title}',
  view: 'View',
  /** A notification's priority, as its badge shows it. */
  priority: { high: 'high', medium: 'medium', low: 'low' },
  /** How long ago (spec 001). */
  justNow: 'Just now',
  hoursAgo: '{count, plural, one {# hour ago} other {# hours ago}}',
  daysAgo: '{count, plural, one {# day ago} other {# days ago}}',
};
