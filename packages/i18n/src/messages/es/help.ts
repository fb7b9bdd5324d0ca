import type { Catalogue } from '../en';

export const help: Catalogue['help'] = {};
