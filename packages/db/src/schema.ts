import { TABLES } from './schema.gen';

/**
 * All tables, one schema file per domain (schema/<domain>.ts): `npm run exports:map` gathers the files in
 * schema.gen.ts, so a new file needs no line here.
 */
export const schema = TABLES;
export type Schema = typeof schema;
