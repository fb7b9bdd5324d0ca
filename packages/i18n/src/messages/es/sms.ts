import type { Catalogue } from '../en';

export const sms: Catalogue['sms'] = {};
