import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES } from './catalog';
import { VERB_TABLE_END, VERB_TABLE_START, verbTable, withVerbTable } from './verb-table';

const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');

describe('the actions README verb table', () => {
  it('is the table the registry gives (run `npm run actions:table`)', () => {
    const section = readme
      .slice(readme.indexOf(VERB_TABLE_START) + VERB_TABLE_START.length, readme.indexOf(VERB_TABLE_END))
      .trim();
    expect(section).toBe(verbTable());
    expect(withVerbTable(readme)).toBe(readme);
  });

  it('has one row per verb of the catalog, fleet, document, review, dispute, content, flag and user verbs among them', () => {
    const rows = verbTable().split('\n').slice(2);
    expect(rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1])).toEqual([...ACTION_NAMES]);
    expect(rows).toContain(
      '| `review.startReview` | review | `user:approve` | admin | a platform administrator | review: pending -> under_review |',
    );
    expect(rows).toContain(
      '| `job.assign` | job | `job:assign` | logistics | the logistics company that owns this job | job: pending -> assigned |',
    );
  });

  it('refuses a README without its markers rather than writing the table somewhere else', () => {
    expect(() => withVerbTable('# Actions\n')).toThrow('actions/README.md has no verb table markers');
  });
});
