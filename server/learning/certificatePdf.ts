import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { create as createQr } from 'qrcode';
import { type CertificateDetails, certificateDate } from './certificateDetails';
import { fontBytes } from './pdfFonts';

const INK = rgb(0.13, 0.2, 0.27);
const ACCENT = rgb(0.18, 0.42, 0.45);
const MUTED = rgb(0.35, 0.4, 0.45);

/** Text centred on the page, made smaller until it fits the width. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): void {
  const { width } = page.getSize();
  const room = width - 120;
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(text, fitted) > room) fitted -= 1;
  const textWidth = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (width - textWidth) / 2, y, size: fitted, font, color });
}

/**
 * A QR code of `text`, `size` points square, its top left corner at (x, y + size): dark modules
 * drawn as squares, with the quiet zone the page's margin already gives it.
 */
function qrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column))
        page.drawRectangle({
          x: x + column * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: INK,
        });
}

/** The certificate as a one-page A4 landscape PDF, with a QR code leading to its check. */
export async function certificatePdf(details: CertificateDetails, verifyUrl: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = fontBytes();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(bytes.regular, { subset: true }),
    pdf.embedFont(bytes.bold, { subset: true }),
  ]);
  pdf.setTitle(`Certificate ${details.code}: ${details.courseTitle}`);
  pdf.setAuthor('MindWell Academy');
  pdf.setSubject(`${details.studentName} completed ${details.courseTitle}`);
  pdf.setLanguage('en-GB');

  const page = pdf.addPage([842, 595]);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: ACCENT,
    borderWidth: 0.75,
  });

  centred(page, 'MindWell Academy', height - 95, bold, 20, ACCENT);
  centred(page, 'Certificate of Completion', height - 150, bold, 34);
  centred(page, 'This certifies that', height - 200, regular, 14, MUTED);
  centred(page, details.studentName, height - 245, bold, 30);
  centred(page, 'has successfully completed the course', height - 285, regular, 14, MUTED);
  centred(page, details.courseTitle, height - 325, bold, 22);

  const lines = [
    `Awarded on ${certificateDate(details.issuedAt)}`,
    ...(details.instructor ? [`Instructor: ${details.instructor}`] : []),
    ...(details.award ? [`Awarding body: ${details.award.body} · Level: ${details.award.level}`] : []),
  ];
  lines.forEach((line, i) => centred(page, line, height - 375 - i * 22, regular, 13));

  centred(page, `Certificate code: ${details.code}`, 92, bold, 12);
  centred(page, `Verify this certificate at ${verifyUrl}`, 72, regular, 11, MUTED);
  qrCode(page, verifyUrl, width - 150, 52, 84);
  page.drawText('Scan to verify', { x: width - 146, y: 42, size: 8, font: regular, color: MUTED });
  return pdf.save();
}
