import type { Catalogue } from '../en';

export const access: Catalogue['access'] = {};
