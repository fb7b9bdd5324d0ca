import type { Catalogue } from '../en';

export const components: Catalogue['components'] = {};
