import type { Catalogue } from '../en';

export const notices: Catalogue['notices'] = {};
