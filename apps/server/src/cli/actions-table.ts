import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withVerbTable } from '@energy/domain/actions/verb-table';

// Rewrites the verb table of the actions README from the action registry (a test fails while it is stale).
const readme = fileURLToPath(new URL('../../../../packages/domain/src/actions/README.md', import.meta.url));
writeFileSync(readme, withVerbTable(readFileSync(readme, 'utf8')));
