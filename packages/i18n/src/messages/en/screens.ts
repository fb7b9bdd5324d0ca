/**
 * The English texts screens read: every area of the catalogue but the server's own (`server`: refusals and
 * validation messages, which a screen shows as the server or the rule wrote them, in English, and localize.ts
 * translates for another language; `notices` and `mail`: what the server sends). The browser's first page carries
 * these; the rest (later-areas.ts) loads with another language's catalogue, or on the server.
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
};
