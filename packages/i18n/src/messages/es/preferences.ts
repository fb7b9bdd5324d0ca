import type { Catalogue } from '../en';

export const preferences: Catalogue['preferences'] = {};
