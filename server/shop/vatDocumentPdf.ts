import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { ratePercentText } from '../../src/contract/vatLine';
import { fontBytes } from '../learning/pdfFonts';
import { money } from './money';
import type { VatDocument } from './vatDocuments';

const INK = rgb(0.13, 0.2, 0.27);
const MUTED = rgb(0.35, 0.4, 0.45);
const RULE = rgb(0.75, 0.78, 0.8);
const A4: [number, number] = [595, 842];
const MARGIN = 50;

const supplied = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
  timeZoneName: 'short',
});

/** The date and time of supply as a UK reader reads it: "28 November 2026 at 01:02 GMT". */
export const supplyTime = (iso: string) => supplied.format(new Date(iso)).replace(', ', ' at ');

/** What the document is called at its head. */
export function documentTitle(document: VatDocument): string {
  if (document.kind === 'credit_note') return 'Credit note';
  return document.vat_rate_percent === null ? 'Invoice' : 'VAT invoice';
}

/** Words cut into lines no wider than `width` at this size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(tried, size) <= width || !line) line = tried;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** A page being written top down; a new page when the next line would not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    const size = options.size ?? 10;
    this.page.drawText(text, {
      x,
      y: this.y - size,
      size,
      font: options.bold ? this.bold : this.regular,
      color: options.color ?? INK,
    });
  }

  right(text: string, rightEdge: number, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    this.text(text, rightEdge - font.widthOfTextAtSize(text, size), options);
  }

  line(text: string, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    const size = options.size ?? 10;
    this.room(size + 4);
    this.text(text, MARGIN, options);
    this.y -= size + 4;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 6;
  }
}

/**
 * A VAT invoice or credit note as an A4 PDF, from what it said when issued: its number, the date
 * and time of supply, the seller's name, address and VAT number, the buyer's name and address,
 * each line with its price excluding VAT, the rate and the VAT, and the totals. A seller not
 * registered for VAT: the lines and total only, and a sentence saying no VAT is charged.
 */
export async function vatDocumentPdf(document: VatDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = fontBytes();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(bytes.regular, { subset: true }),
    pdf.embedFont(bytes.bold, { subset: true }),
  ]);
  const title = documentTitle(document);
  const credit = document.kind === 'credit_note';
  pdf.setTitle(`${title} ${document.number}`);
  pdf.setAuthor(document.seller.legal_name);
  pdf.setSubject(`${title} ${document.number} for order #${document.order_id}`);
  pdf.setLanguage('en-GB');

  const w = new Writer(pdf, regular, bold);
  const registered = document.vat_rate_percent !== null;
  w.line(title, { size: 22, bold: true });
  w.y -= 6;
  w.line(`${credit ? 'Credit note number' : 'Invoice number'}: ${document.number}`, { bold: true, size: 11 });
  if (document.refers_to) w.line(`Refers to invoice number: ${document.refers_to}`, { size: 11 });
  w.line(`${credit ? 'Date of credit' : 'Date and time of supply'}: ${supplyTime(document.issued_at)}`);
  w.line(`Order number: #${document.order_id}`);
  w.y -= 10;

  const top = w.y;
  const half = (A4[0] - 2 * MARGIN) / 2;
  w.line('From', { bold: true, color: MUTED, size: 9 });
  // Each column's lines wrapped to its half of the page, so a long address never runs into the other.
  const column = half - 12;
  wrap(document.seller.legal_name, bold, 10, column).forEach((part) => w.line(part, { bold: true }));
  for (const line of document.seller.address)
    for (const part of wrap(line, regular, 10, column)) w.line(part);
  if (document.seller.vat_registered && document.seller.vat_number)
    w.line(`VAT number: ${document.seller.vat_number}`);
  const sellerBottom = w.y;
  w.y = top;
  const buyerLines = [document.buyer.name, ...document.buyer.address];
  w.text(credit ? 'Credited to' : 'Bill to', MARGIN + half, { bold: true, color: MUTED, size: 9 });
  w.y -= 13;
  buyerLines.forEach((line, index) => {
    for (const part of wrap(line, index === 0 ? bold : regular, 10, column)) {
      w.text(part, MARGIN + half, { bold: index === 0 });
      w.y -= 14;
    }
  });
  w.y = Math.min(w.y, sellerBottom) - 14;

  // The lines: description, then the money columns, right-aligned at these edges.
  const edges = registered ? [365, 415, 465, 545] : [545];
  const headings = registered ? ['Price excl. VAT', 'VAT rate', 'VAT', 'Price incl. VAT'] : ['Price'];
  const describeWidth = (registered ? 280 : 420) - MARGIN;
  w.room(30);
  w.text('Item', MARGIN, { bold: true, size: 9 });
  headings.forEach((heading, index) => w.right(heading, edges[index], { bold: true, size: 9 }));
  w.y -= 14;
  w.rule();
  for (const line of document.lines) {
    const words = wrap(line.description, regular, 10, describeWidth);
    w.room(words.length * 14 + 4);
    const figures = registered
      ? [money(line.net), ratePercentText(document.vat_rate_percent ?? 0), money(line.vat), money(line.gross)]
      : [money(line.gross)];
    // The description first, then its figures on its first line: the order a reader reads them.
    const firstLine = w.y;
    for (const part of words) {
      w.text(part, MARGIN);
      w.y -= 14;
    }
    const after = w.y;
    w.y = firstLine;
    figures.forEach((figure, index) => w.right(figure, edges[index]));
    w.y = after;
  }
  w.rule();
  w.y -= 4;

  const totals: [string, string][] = registered
    ? [
        ['Total excluding VAT', money(document.totals.net)],
        [`VAT at ${ratePercentText(document.vat_rate_percent ?? 0)}`, money(document.totals.vat)],
        [credit ? 'Total credited including VAT' : 'Total including VAT', money(document.totals.gross)],
      ]
    : [[credit ? 'Total credited' : 'Total', money(document.totals.gross)]];
  for (const [label, figure] of totals) {
    w.room(16);
    w.right(label, 440, { bold: true });
    w.right(figure, 545, { bold: true });
    w.y -= 16;
  }
  w.y -= 10;
  if (document.reason) w.line(`Reason: ${document.reason}`);
  if (!registered)
    for (const part of wrap(
      `${document.seller.legal_name} is not registered for VAT: no VAT is charged on this ${credit ? 'credit note' : 'invoice'}.`,
      regular,
      10,
      A4[0] - 2 * MARGIN,
    ))
      w.line(part);
  if (credit && registered)
    w.line(`This credit note reduces the VAT charged on invoice ${document.refers_to ?? ''}.`, {
      color: MUTED,
    });
  return pdf.save();
}
