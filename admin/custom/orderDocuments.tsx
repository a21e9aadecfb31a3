import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatGbp } from '../../src/ui/formatGbp';
import type { OrderDetails } from './orderActions';

/** The order's VAT invoice and credit notes, each a PDF link (the admin's session opens them). */
export function OrderDocuments({ order }: { order: OrderDetails }) {
  const notes = order.credit_notes ?? [];
  if (!order.invoice && notes.length === 0) return null;
  return (
    <Typography>
      {order.invoice && (
        <Link href={order.invoice.url} download>
          Invoice {order.invoice.number} (PDF)
        </Link>
      )}
      {notes.map((note) => (
        <span key={note.number}>
          {', '}
          <Link href={note.url} download>
            Credit note {note.number} (PDF)
          </Link>{' '}
          for {formatGbp(note.amount_pence / 100)}
        </span>
      ))}
    </Typography>
  );
}
