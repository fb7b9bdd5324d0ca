import type { Catalogue } from '../en';

export const procurement: Catalogue['procurement'] = {};
