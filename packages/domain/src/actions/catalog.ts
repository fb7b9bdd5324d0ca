import { z } from 'zod';
import { ACTION_NAMES } from './action-names';

/** The verbs' names (action-names.ts, zod-free: the authorization the screens run imports them) as schemas. */
export { ACTION_NAMES, type ActionName, type RegisteredActionName } from './action-names';

export const ZActionName = z.enum(ACTION_NAMES);

/** The verbs the caller may do on a row now, computed by the server from the registry. */
export const ZAllowedActions = z.array(ZActionName);
