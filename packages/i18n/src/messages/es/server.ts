import type { Catalogue } from '../en';

export const server: Catalogue['server'] = {};
