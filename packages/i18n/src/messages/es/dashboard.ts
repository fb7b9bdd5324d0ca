import type { Catalogue } from '../en';

export const dashboard: Catalogue['dashboard'] = {};
