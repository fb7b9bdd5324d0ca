import { csvExport } from '@energy/trpc/csv';
import { describe, expect, it } from 'vitest';
import { csvStream, type ExportPage } from './csv-export';

const SPEC = csvExport<{ id: string; name: string }>('things', [
  { header: 'Id', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
]);

/** Three pages of two rows; records every page asked for. */
function pagedSource() {
  const asked: (string | null)[] = [];
  const pages: Record<string, ExportPage> = {
    first: {
      items: [
        { id: '1', name: 'a' },
        { id: '2', name: '=b' },
      ],
      nextCursor: 'c2',
    },
    c2: {
      items: [
        { id: '3', name: 'c' },
        { id: '4', name: 'd' },
      ],
      nextCursor: 'c3',
    },
    c3: { items: [{ id: '5', name: 'e' }], nextCursor: null },
  };
  const fetchPage = async (cursor: string | null) => {
    asked.push(cursor);
    const page = pages[cursor ?? 'first'];
    if (!page) throw new Error(`no page ${cursor}`);
    return page;
  };
  return { asked, fetchPage };
}

const decode = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk);

describe('csvStream', () => {
  it('reads the next page only when the reader has taken the previous one', async () => {
    const { asked, fetchPage } = pagedSource();
    const reader = (await csvStream(SPEC, fetchPage, () => {})).getReader();
    // The first page is read before the answer starts (so refusals still answer JSON); nothing more yet.
    expect(asked).toEqual([null]);
    expect(decode((await reader.read()).value)).toBe(`"Id","Name"\r\n"1","a"\r\n"2","'=b"\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([null]);
    expect(decode((await reader.read()).value)).toBe(`"3","c"\r\n"4","d"\r\n`);
    expect(asked).toEqual([null, 'c2']);
    expect(decode((await reader.read()).value)).toBe(`"5","e"\r\n`);
    expect((await reader.read()).done).toBe(true);
    expect(asked).toEqual([null, 'c2', 'c3']);
  });

  it('stops reading pages when the client goes away', async () => {
    const { asked, fetchPage } = pagedSource();
    const reader = (await csvStream(SPEC, fetchPage, () => {})).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([null]);
  });

  it('ends at the row limit, mid-page, without reading further pages', async () => {
    const { asked, fetchPage } = pagedSource();
    const text = await new Response(await csvStream(SPEC, fetchPage, () => {}, 3)).text();
    expect(text.trim().split('\r\n')).toEqual(['"Id","Name"', '"1","a"', `"2","'=b"`, '"3","c"']);
    expect(asked).toEqual([null, 'c2']);
  });

  it('a failing page cuts the body short and is reported', async () => {
    const reported: unknown[] = [];
    const failing = async (cursor: string | null) => {
      if (cursor) throw new Error('database gone');
      return { items: [{ id: '1', name: 'a' }], nextCursor: 'c2' };
    };
    await expect(new Response(await csvStream(SPEC, failing, (e) => reported.push(e))).text()).rejects.toThrow();
    expect(reported).toHaveLength(1);
  });

  it('a refusal on the first page is thrown before any answer exists', async () => {
    await expect(
      csvStream(
        SPEC,
        () => Promise.reject(new Error('FORBIDDEN')),
        () => {},
      ),
    ).rejects.toThrow('FORBIDDEN');
  });
});
