import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { CpdRecord } from '../../src/contract/cpdTypes';
import { certificateDate } from './certificateDetails';
import { fontBytes } from './pdfFonts';

const dateOf = (iso: string | null): string => (iso ? certificateDate(iso) : '');
const hoursText = (hours: number | null): string => (hours === null ? 'not stated' : String(hours));

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The record as CSV: one row a course, then a total row for each year. */
export function cpdCsv(record: CpdRecord, verifyUrl: (code: string) => string): string {
  const rows: (string | number)[][] = [
    ['Year', 'Course', 'CPD hours', 'Enrolled', 'Completed', 'Certificate', 'Verify at'],
  ];
  for (const year of record.years) {
    for (const course of year.courses)
      rows.push([
        year.year,
        course.title,
        course.hours ?? '',
        course.enrolledAt?.slice(0, 10) ?? '',
        course.completedAt.slice(0, 10),
        course.certificateCode,
        verifyUrl(course.certificateCode),
      ]);
    rows.push([year.year, `Total for ${year.year}`, year.hours, '', '', '', '']);
  }
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

const INK = rgb(0.13, 0.2, 0.27);
const MUTED = rgb(0.35, 0.4, 0.45);

/** Text cut to fit `width`, with an ellipsis. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The record as an A4 PDF: the learner, then each year with its courses and its total. */
export async function cpdPdf(record: CpdRecord, learner: string, generatedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = fontBytes();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(bytes.regular, { subset: true }),
    pdf.embedFont(bytes.bold, { subset: true }),
  ]);
  pdf.setTitle(`CPD record: ${learner}`);
  pdf.setAuthor('MindWell Academy');
  pdf.setLanguage('en-GB');

  const columns = [
    { title: 'Course', x: 50, width: 230 },
    { title: 'CPD hours', x: 285, width: 60 },
    { title: 'Enrolled', x: 350, width: 75 },
    { title: 'Completed', x: 430, width: 75 },
  ];
  let page: PDFPage = pdf.addPage([595, 842]);
  let y = 780;
  const line = (text: string, x: number, font: PDFFont, size: number, color = INK) =>
    page.drawText(text, { x, y, size, font, color });
  const room = (needed: number) => {
    if (y - needed > 50) return;
    page = pdf.addPage([595, 842]);
    y = 790;
  };

  line('CPD record', 50, bold, 22);
  y -= 26;
  line(learner, 50, regular, 13);
  y -= 18;
  line(
    `Total: ${record.hours} CPD hours · MindWell Academy · generated ${certificateDate(generatedAt.toISOString())}`,
    50,
    regular,
    10,
    MUTED,
  );
  y -= 30;
  if (record.years.length === 0) line('No course completed yet.', 50, regular, 12);
  for (const year of record.years) {
    room(60);
    line(`${year.year}: ${year.hours} CPD hours`, 50, bold, 14);
    y -= 20;
    for (const column of columns) line(column.title, column.x, bold, 9, MUTED);
    y -= 14;
    for (const course of year.courses) {
      room(30);
      const cells = [
        course.title,
        hoursText(course.hours),
        dateOf(course.enrolledAt),
        dateOf(course.completedAt),
      ];
      cells.forEach((cell, i) =>
        line(fitted(cell, regular, 10, columns[i].width), columns[i].x, regular, 10),
      );
      y -= 13;
      line(`Certificate ${course.certificateCode}`, 50, regular, 8, MUTED);
      y -= 16;
    }
    y -= 10;
  }
  return pdf.save();
}
