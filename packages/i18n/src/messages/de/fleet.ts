import type { Catalogue } from '../en';

export const fleet: Catalogue['fleet'] = {};
