import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * The page every document the platform renders shares: A4, a title block, labelled fields, tables and a page
 * footer. Text is set in DejaVu Sans, a Unicode TrueType font shipped in an npm package (dejavu-fonts-ttf), so the
 * naira sign, accents and the German ß render: pdfkit's built-in Helvetica covers Latin-1 only. Fonts are
 * embedded as subsets, and the bytes depend on the content alone (the creation date is the record's own), so
 * rendering the same record again gives the same file.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

const MARGIN = 56;
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const RULE = '#ced4da';

export interface PdfMeta {
  title: string;
  /** The issuer shown as the file's author. */
  author: string;
  /** BCP 47 locale of the text ("fr-FR"). */
  locale: string;
  /** The record's own date: the file's creation date, so the same content renders to the same bytes. */
  createdAt: Date;
  /** "Page {page} of {pages}" in the reader's language. */
  pageLabel: (page: number, pages: number) => string;
}

export interface PdfColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

/** Writes a document from top to bottom; a table row or field that does not fit starts a new page. */
export class PdfSheet {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  private room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  /** The document's title and, under it, its reference line. */
  heading(title: string, subtitle: string): void {
    this.doc.font('bold').fontSize(18).fillColor(INK).text(title, MARGIN, this.doc.y, { width: this.width });
    this.doc.font('regular').fontSize(10).fillColor(MUTED).text(subtitle, { width: this.width });
    this.doc.moveDown(0.8);
  }

  section(title: string): void {
    this.room(40);
    this.doc.moveDown(0.6);
    this.doc.font('bold').fontSize(12).fillColor(INK).text(title, MARGIN, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.y = y + 6;
  }

  /** Label and value pairs, the label in a narrow column. */
  fields(rows: readonly (readonly [string, string])[]): void {
    const labelWidth = this.width * 0.32;
    const valueWidth = this.width - labelWidth - 8;
    for (const [label, value] of rows) {
      this.doc.fontSize(10);
      const height = Math.max(
        this.doc.font('bold').heightOfString(label, { width: labelWidth }),
        this.doc.font('regular').heightOfString(value, { width: valueWidth }),
      );
      this.room(height + 4);
      const y = this.doc.y;
      this.doc.font('bold').fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
      this.doc
        .font('regular')
        .fillColor(INK)
        .text(value, MARGIN + labelWidth + 8, y, { width: valueWidth });
      this.doc.y = y + height + 4;
    }
  }

  /** A drawn signature (a PNG or JPEG data URL, checked when it was given) beside its label, at most 200 × 80 pt. */
  signature(label: string, dataUrl: string): void {
    this.room(92);
    const y = this.doc.y;
    const labelWidth = this.width * 0.32;
    this.doc.font('bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    this.doc.image(dataUrl, MARGIN + labelWidth + 8, y, { fit: [200, 80] });
    this.doc.y = y + 88;
  }

  paragraph(text: string, muted = false): void {
    this.doc.fontSize(10);
    this.room(this.doc.font('regular').heightOfString(text, { width: this.width }) + 4);
    this.doc
      .font('regular')
      .fillColor(muted ? MUTED : INK)
      .text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
  }

  /** A table: a bold header row, then the rows; under a rule, `totals` as bold label and amount pairs, in the last column. */
  table(
    columns: readonly PdfColumn[],
    rows: readonly (readonly string[])[],
    totals: readonly (readonly [string, string])[] = [],
  ) {
    const widths = columns.map((c) => c.width * this.width);
    const line = (
      cells: readonly string[],
      font: 'regular' | 'bold',
      color: string,
      widths: number[],
      aligns: string[],
    ) => {
      this.doc.font(font).fontSize(10);
      const height = Math.max(
        ...cells.map((cell, i) => this.doc.heightOfString(cell, { width: (widths[i] ?? 0) - 6 })),
      );
      this.room(height + 6);
      const y = this.doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        this.doc
          .fillColor(color)
          .text(cell, x, y, { width: width - 6, align: aligns[i] === 'right' ? 'right' : 'left' });
        x += width;
      });
      this.doc.y = y + height + 6;
    };
    const rule = () => {
      const y = this.doc.y - 3;
      this.doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + this.width, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    };
    const aligns = columns.map((c) => c.align ?? 'left');
    line(
      columns.map((c) => c.header),
      'bold',
      MUTED,
      widths,
      aligns,
    );
    rule();
    for (const row of rows) line(row, 'regular', INK, widths, aligns);
    if (totals.length) {
      rule();
      const last = widths[widths.length - 1] ?? 0;
      for (const total of totals) line(total, 'bold', INK, [this.width - last, last], ['right', 'right']);
    }
  }
}

/** Renders a document: `draw` writes its content, the footer numbers the pages; the PDF's bytes. */
export function renderPdf(meta: PdfMeta, draw: (sheet: PdfSheet) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: meta.locale,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author, CreationDate: meta.createdAt },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('regular');
  draw(new PdfSheet(doc));
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${meta.author} · ${meta.title} · ${meta.pageLabel(page + 1, count)}`, MARGIN, doc.page.height - 36, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
