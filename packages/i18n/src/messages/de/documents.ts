import type { Catalogue } from '../en';

export const documents: Catalogue['documents'] = {};
