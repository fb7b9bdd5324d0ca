import type { Catalogue } from '../en';

export const twoFactor: Catalogue['twoFactor'] = {};
