import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { syncFirst } from './sync-first';

const ZRow = z.object({ id: z.string(), count: z.number().int() });

describe('syncFirst', () => {
  it('answers parseAsync as parse does: the parsed value, unlisted fields stripped', async () => {
    const schema = syncFirst(z.array(ZRow));
    await expect(schema.parseAsync([{ id: 'a', count: 1, secret: 'x' }])).resolves.toEqual([{ id: 'a', count: 1 }]);
  });

  it('rejects with the same issues', async () => {
    const schema = syncFirst(z.array(ZRow));
    const plain = z.array(ZRow).safeParse([{ id: 1, count: 1.5 }]);
    await expect(schema.parseAsync([{ id: 1, count: 1.5 }])).rejects.toMatchObject({ issues: plain.error?.issues });
    const safe = await schema.safeParseAsync([{ id: 1, count: 1.5 }]);
    expect(safe.success).toBe(false);
    expect(safe.error?.issues).toEqual(plain.error?.issues);
  });

  it('still parses a schema with an async check asynchronously', async () => {
    const schema = syncFirst(z.string().refine(async (value) => value === 'yes', 'Say yes'));
    await expect(schema.parseAsync('yes')).resolves.toBe('yes');
    const refused = await schema.safeParseAsync('no');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['Say yes']);
  });
});
