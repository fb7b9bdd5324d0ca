import * as audit from './schema/audit';
import * as mail from './schema/mail';
import * as organizations from './schema/organizations';
import * as sessions from './schema/sessions';
import * as users from './schema/users';

/** All tables, one schema file per domain; a new domain adds one import here. */
export const schema = { ...organizations, ...users, ...sessions, ...audit, ...mail };
export type Schema = typeof schema;
