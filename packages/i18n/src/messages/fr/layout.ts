import type { Catalogue } from '../en';

export const layout: Catalogue['layout'] = {};
