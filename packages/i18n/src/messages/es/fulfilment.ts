import type { Catalogue } from '../en';

export const fulfilment: Catalogue['fulfilment'] = {};
