import * as adminPlatform from './schema/admin-platform';
import * as adminReviews from './schema/admin-reviews';
import * as apiTokens from './schema/api-tokens';
import * as audit from './schema/audit';
import * as budgets from './schema/budgets';
import * as contracts from './schema/contracts';
import * as documents from './schema/documents';
import * as emailTokens from './schema/email-tokens';
import * as events from './schema/events';
import * as fleet from './schema/fleet';
import * as invitations from './schema/invitations';
import * as mail from './schema/mail';
import * as notifications from './schema/notifications';
import * as offers from './schema/offers';
import * as orders from './schema/orders';
import * as organizations from './schema/organizations';
import * as payments from './schema/payments';
import * as pricing from './schema/pricing';
import * as webhooks from './schema/webhooks';
import * as rfqs from './schema/rfqs';
import * as sessions from './schema/sessions';
import * as shipments from './schema/shipments';
import * as twoFactor from './schema/two-factor';
import * as sms from './schema/sms';
import * as users from './schema/users';

/** All tables, one schema file per domain; a new domain adds one import here. */
export const schema = {
  ...organizations,
  ...users,
  ...sessions,
  ...audit,
  ...mail,
  ...rfqs,
  ...offers,
  ...contracts,
  ...orders,
  ...shipments,
  ...payments,
  ...invitations,
  ...events,
  ...fleet,
  ...notifications,
  ...documents,
  ...adminPlatform,
  ...adminReviews,
  ...emailTokens,
  ...budgets,
  ...twoFactor,
  ...sms,
  ...pricing,
  ...apiTokens,
  ...webhooks,
};
export type Schema = typeof schema;
