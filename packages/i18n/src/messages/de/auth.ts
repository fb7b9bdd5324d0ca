import type { Catalogue } from '../en';

export const auth: Catalogue['auth'] = {};
