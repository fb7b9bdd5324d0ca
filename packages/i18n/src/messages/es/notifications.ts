import type { Catalogue } from '../en';

export const notifications: Catalogue['notifications'] = {};
