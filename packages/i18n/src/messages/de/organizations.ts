import type { Catalogue } from '../en';

export const organizations: Catalogue['organizations'] = {};
