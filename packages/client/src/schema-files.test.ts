import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILES, generatedSources } from '../scripts/schema-source';

describe('the generated client files', () => {
  it('are what the OpenAPI document gives now (npm run generate -w @energy/client rewrites them)', async () => {
    const sources = await generatedSources();
    for (const [name, file] of Object.entries(GENERATED_FILES)) {
      const committed = readFileSync(file, 'utf8');
      // Compared by equality, not toEqual: a 1 MB diff would drown the message.
      expect(
        committed === sources[name as keyof typeof sources],
        `${name} is stale: npm run generate -w @energy/client`,
      ).toBe(true);
    }
  });
});
