import { describe, expect, it } from 'vitest';
import { docxBytes, lyingDocxBytes, zipBytes } from '@energy/test/documents';
import { pngBytes } from '@energy/test/images';
import { checkFile, fileTypeOf, inspectFile, sanitizeFileName } from './file-check';
import { readZipDirectory } from './zip-directory';

describe('document file checks', () => {
  it('accepts a type by its extension and its signature together', () => {
    expect(checkFile('scan.PNG', pngBytes(2, 2))).toEqual({ ok: true, type: 'png' });
    expect(checkFile('scan.jpg', pngBytes(2, 2))).toEqual({ ok: false, refusal: 'signatureMismatch' });
    expect(checkFile('tool.exe', pngBytes(2, 2))).toEqual({ ok: false, refusal: 'unknownType' });
    expect(fileTypeOf('no-extension')).toBeNull();
  });

  it('reads entry count, declared sizes and names from the zip central directory', () => {
    expect(readZipDirectory(docxBytes())).toMatchObject({
      entries: 2,
      uncompressedBytes: 8 + 13,
      names: ['[Content_Types].xml', 'word/document.xml'],
    });
    expect(readZipDirectory(Buffer.from('not a zip at all, just text'))).toBeNull();
    expect(checkFile('bomb.docx', docxBytes(4_000_000_000))).toEqual({ ok: false, refusal: 'zipTooLarge' });
    expect(checkFile('sheet.xlsx', docxBytes())).toEqual({ ok: false, refusal: 'signatureMismatch' });
    expect(checkFile('sheet.xlsx', zipBytes([{ name: 'xl/workbook.xml', data: Buffer.from('<w/>') }]))).toEqual({
      ok: true,
      type: 'xlsx',
    });
  });

  it('inflates an Office package and holds each entry to its declared size, stopping there', async () => {
    expect(
      await inspectFile('terms.docx', docxBytes(undefined, { data: Buffer.alloc(200_000, 0x20), deflate: true })),
    ).toEqual({ ok: true, type: 'docx' });
    // The directory says 100 bytes; the entry inflates to 50 MiB.
    const bomb = lyingDocxBytes(50 * 1024 * 1024);
    expect(checkFile('bomb.docx', bomb)).toEqual({ ok: true, type: 'docx' });
    expect(await inspectFile('bomb.docx', bomb)).toEqual({ ok: false, refusal: 'zipSizeMismatch' });
    expect(
      await inspectFile(
        'stored.docx',
        zipBytes([{ name: 'word/document.xml', data: Buffer.alloc(500), declaredSize: 100 }]),
      ),
    ).toEqual({ ok: false, refusal: 'zipSizeMismatch' });
  });

  it('keeps a display name without paths, quotes or control characters', () => {
    expect(sanitizeFileName('C:\\fakepath\\Q3 "report".pdf')).toBe('Q3 report.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('...')).toBe('document');
  });
});
