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
import type { Catalogue } from '../en';

export const de: Catalogue = {
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
