import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\tplain after a tab', `"'\tplain after a tab"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
    ['\uFF0B1', `"'\uFF0B1"`],
    ['\uFF0D1', `"'\uFF0D1"`],
    ['\uFF20SUM(1)', `"'\uFF20SUM(1)"`],
    ['\u200B=1+1', `"'\u200B=1+1"`],
    ['\uFEFF+1', `"'\uFEFF+1"`],
    ['\u200D\u2060@x', `"'\u200D\u2060@x"`],
  ])('neutralises %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['CON-2026-0001', '"CON-2026-0001"'],
    ['650.50', '"650.50"'],
    ['a=b', '"a=b"'],
    ['\u200Bplain', '"\u200Bplain"'],
  ])('leaves %j as it is', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('doubles quotes and writes null as an empty cell', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });
});
