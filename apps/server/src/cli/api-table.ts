import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withApiTable } from '../rest/api-table';

// Rewrites the README's API table from the procedures' REST meta (a test fails while it is stale).
const readme = fileURLToPath(new URL('../../../../README.md', import.meta.url));
writeFileSync(readme, withApiTable(readFileSync(readme, 'utf8')));
