import { describe, expect, it } from 'vitest';
import { docxBytes, zipBytes } from '../../../../test/documents';
import { pngBytes } from '../../../../test/images';
import { checkFile, fileTypeOf, sanitizeFileName } from './file-check';
import { readZipDirectory } from './zip-directory';

describe('document file checks', () => {
  it('accepts a type by its extension and its signature together', () => {
    expect(checkFile('scan.PNG', pngBytes(2, 2))).toEqual({ ok: true, type: 'png' });
    expect(checkFile('scan.jpg', pngBytes(2, 2))).toEqual({ ok: false, refusal: 'signatureMismatch' });
    expect(checkFile('tool.exe', pngBytes(2, 2))).toEqual({ ok: false, refusal: 'unknownType' });
    expect(fileTypeOf('no-extension')).toBeNull();
  });

  it('reads entry count, declared sizes and names from the zip central directory', () => {
    expect(readZipDirectory(docxBytes())).toEqual({ entries: 2, uncompressedBytes: 8 + 13, names: ['[Content_Types].xml', 'word/document.xml'] });
    expect(readZipDirectory(Buffer.from('not a zip at all, just text'))).toBeNull();
    expect(checkFile('bomb.docx', docxBytes(4_000_000_000))).toEqual({ ok: false, refusal: 'zipTooLarge' });
    expect(checkFile('sheet.xlsx', docxBytes())).toEqual({ ok: false, refusal: 'signatureMismatch' });
    expect(checkFile('sheet.xlsx', zipBytes([{ name: 'xl/workbook.xml', data: Buffer.from('<w/>') }]))).toEqual({ ok: true, type: 'xlsx' });
  });

  it('keeps a display name without paths, quotes or control characters', () => {
    expect(sanitizeFileName('C:\\fakepath\\Q3 "report".pdf')).toBe('Q3 report.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('...')).toBe('document');
  });
});
