import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF as a reader extracts it (pdf.js, its Node build, offline), the items of a page
 * joined by spaces and pages by a line break. Intl groups French and German thousands with (narrow) no-break
 * spaces: they come back as plain ones, so tests compare with what they type.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}
