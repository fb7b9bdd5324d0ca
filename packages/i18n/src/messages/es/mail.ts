import type { Catalogue } from '../en';

export const mail: Catalogue['mail'] = {};
