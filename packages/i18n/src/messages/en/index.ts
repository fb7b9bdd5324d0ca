/**
 * The English catalogue: every text a user reads, by area. The spec's exact texts are the English ones; the other
 * languages are typed against this one (Catalogue), so a key missing from any of them is a type error.
 */
import { common } from './common';
import { labels } from './labels';
import { activity } from './activity';
import { auth } from './auth';
import { layout } from './layout';
import { components } from './components';
import { dashboard } from './dashboard';
import { procurement } from './procurement';
import { fulfilment } from './fulfilment';
import { fleet } from './fleet';
import { documents } from './documents';
import { notifications } from './notifications';
import { organizations } from './organizations';
import { help } from './help';
import { access } from './access';
import { admin } from './admin';
import { settings } from './settings';
import { preferences } from './preferences';
import { twoFactor } from './twoFactor';
import { sms } from './sms';
import { server } from './server';
import { notices } from './notices';
import { mail } from './mail';

export const en = {
  common,
  labels,
  activity,
  auth,
  layout,
  components,
  dashboard,
  procurement,
  fulfilment,
  fleet,
  documents,
  notifications,
  organizations,
  help,
  access,
  admin,
  settings,
  preferences,
  twoFactor,
  sms,
  server,
  notices,
  mail,
};

/** A catalogue's shape: the English one's keys, each a string (an ICU message). */
type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type Catalogue = Messages<typeof en>;
