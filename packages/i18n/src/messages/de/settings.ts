import type { Catalogue } from '../en';

export const settings: Catalogue['settings'] = {};
