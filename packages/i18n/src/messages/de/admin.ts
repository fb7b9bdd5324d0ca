import type { Catalogue } from '../en';

export const admin: Catalogue['admin'] = {};
