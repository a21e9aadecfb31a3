import type { Attachment } from '../mail/mailer';
import type { VatDocument } from './vatDocuments';

/** The file name an invoice or credit note downloads and is attached as: `invoice-INV-000042.pdf`. */
export const documentFileName = (document: VatDocument) =>
  `${document.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${document.number}.pdf`;

/** An invoice or credit note as a mail's PDF attachment. pdf-lib is loaded with the first one. */
export async function documentAttachment(document: VatDocument): Promise<Attachment> {
  const { vatDocumentPdf } = await import('./vatDocumentPdf');
  return {
    filename: documentFileName(document),
    content: Buffer.from(await vatDocumentPdf(document)),
    contentType: 'application/pdf',
  };
}
