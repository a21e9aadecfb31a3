import type { Receipt } from '../../api/shop';
import { formatGbp } from '../../../src/ui/formatGbp';

/** The order's invoice and credit notes, each a PDF to download. */
export function VatDocumentLinks({ receipt }: { receipt: Receipt }) {
  if (!receipt.invoice && receipt.credit_notes.length === 0) return null;
  return (
    <section className="receipt__documents" aria-labelledby="receipt-documents">
      <h3 id="receipt-documents">Invoice</h3>
      <ul>
        {receipt.invoice && (
          <li>
            <a href={receipt.invoice.url} download>
              Download invoice {receipt.invoice.number} (PDF)
            </a>
          </li>
        )}
        {receipt.credit_notes.map((note) => (
          <li key={note.number}>
            <a href={note.url} download>
              Download credit note {note.number} (PDF)
            </a>{' '}
            for the refund of {formatGbp(note.amount_pence / 100)}
          </li>
        ))}
      </ul>
    </section>
  );
}
