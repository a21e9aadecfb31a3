import type { DbOrTrx, Row } from '../db/schema';
import { vatSettings } from '../settings/vatSettings';
import { vatBreakdown, vatIncluded } from './vat';

export type VatDocumentKind = 'invoice' | 'credit_note';

/** One line of an invoice or credit note; pence. */
export interface DocumentLine {
  description: string;
  /** Including VAT. */
  gross: number;
  net: number;
  vat: number;
}

/**
 * A VAT invoice or credit note as issued: everything it says, frozen then (the seller's details
 * as the VAT and invoices page had them, the buyer's name and address, the rate), so a later
 * change rewrites nothing. Money in pence.
 */
export interface VatDocument {
  kind: VatDocumentKind;
  /** As printed: `INV-000042`, `CN-000007`. */
  number: string;
  /** The time of supply: when the order was paid, or the refund made. */
  issued_at: string;
  order_id: number;
  /** A credit note's invoice. */
  refers_to: string | null;
  seller: { legal_name: string; address: string[]; vat_registered: boolean; vat_number: string | null };
  buyer: { name: string; address: string[] };
  /** Null when the seller was not registered for VAT: no VAT charged. */
  vat_rate_percent: number | null;
  lines: DocumentLine[];
  totals: { gross: number; net: number; vat: number };
  /** A credit note's reason. */
  reason: string | null;
}

const PREFIX: Record<VatDocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** A document's number as printed, from its place in its sequence. */
export const documentNumber = (kind: VatDocumentKind, seq: number) =>
  `${PREFIX[kind]}-${String(seq).padStart(6, '0')}`;

/** The place in its sequence of a printed number of that kind, or undefined. */
export function documentSeq(kind: VatDocumentKind, printed: string): number | undefined {
  const match = new RegExp(`^${PREFIX[kind]}-(\\d{1,9})$`).exec(printed.trim().toUpperCase());
  return match ? Number(match[1]) : undefined;
}

/**
 * The next number of a sequence, taken in the caller's transaction: one update of the
 * sequence's counter row, which PostgreSQL locks until the transaction ends and SQLite's write
 * lock serialises, so two issues at once get two numbers, and a transaction undone gives its
 * number back (no gaps).
 */
async function nextSeq(trx: DbOrTrx, kind: VatDocumentKind): Promise<number> {
  const row = await trx
    .updateTable('vat_document_counters')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('kind', '=', kind)
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

async function store(trx: DbOrTrx, document: Omit<VatDocument, 'number'>, refundId: number) {
  const seq = await nextSeq(trx, document.kind);
  const full: VatDocument = { ...document, number: documentNumber(document.kind, seq) };
  await trx
    .insertInto('vat_documents')
    .values({
      kind: document.kind,
      seq,
      order_id: document.order_id,
      refund_id: refundId,
      issued_at: document.issued_at,
      content: JSON.stringify(full),
    })
    .execute();
  return full;
}

const addressLines = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

/** The delivery address under the buyer's name: its first line left out when it is that name. */
function buyerAddress(name: string, address: unknown): string[] {
  const lines = addressLines(address);
  return lines[0]?.toLowerCase() === name.trim().toLowerCase() ? lines.slice(1) : lines;
}

/**
 * The lines of a paid order (a stored row): each item at its price, and a coupon's discount as a
 * line of its own taken off; the VAT worked out on the total and shared among them (`vatBreakdown`).
 */
export function orderLines(order: Row, ratePercent: number | null): DocumentLine[] {
  const items = JSON.parse(String(order.items ?? '[]')) as { title: string; unit_price: number }[];
  const discount = Number(order.discount ?? 0);
  const described = [
    ...items.map((item) => ({ description: item.title, gross: Number(item.unit_price) })),
    ...(discount > 0
      ? [
          {
            description: `Discount${order.coupon_code ? ` (${String(order.coupon_code)})` : ''}`,
            gross: -discount,
          },
        ]
      : []),
  ];
  if (ratePercent === null) return described.map((line) => ({ ...line, net: line.gross, vat: 0 }));
  const { lines } = vatBreakdown(
    described.map((line) => line.gross),
    ratePercent,
  );
  return described.map((line, index) => ({ ...line, ...lines[index] }));
}

const sum = (lines: DocumentLine[]) => ({
  gross: lines.reduce((total, line) => total + line.gross, 0),
  net: lines.reduce((total, line) => total + line.net, 0),
  vat: lines.reduce((total, line) => total + line.vat, 0),
});

/**
 * The VAT invoice of an order just paid, issued in the paying transaction (the caller's): the
 * next invoice number, the time of supply (when it was paid), the seller's details as they are
 * now and the buyer's. An order invoiced already keeps its invoice.
 */
export async function issueInvoice(trx: DbOrTrx, order: Row): Promise<VatDocument> {
  const existing = await documentOf(trx, 'invoice', Number(order.id));
  if (existing) return existing;
  const settings = await vatSettings(trx);
  const buyer = await trx
    .selectFrom('users')
    .select('name')
    .where('id', '=', Number(order.user_id))
    .executeTakeFirst();
  const rate = settings.vatRegistered ? settings.vatRate : null;
  const lines = orderLines(order, rate);
  return store(
    trx,
    {
      kind: 'invoice',
      issued_at: String(order.paid_at ?? new Date().toISOString()),
      order_id: Number(order.id),
      refers_to: null,
      seller: {
        legal_name: settings.legalName,
        address: settings.address,
        vat_registered: settings.vatRegistered,
        vat_number: settings.vatRegistered ? settings.vatNumber || null : null,
      },
      buyer: { name: buyer?.name ?? '', address: buyerAddress(buyer?.name ?? '', order.delivery_address) },
      vat_rate_percent: rate,
      lines,
      totals: sum(lines),
      reason: null,
    },
    0,
  );
}

/**
 * The credit note of a refund, issued in the transaction that records it: the next credit note
 * number, referring to the order's invoice, with the invoice's seller, buyer and rate. Its VAT is
 * what the refunds so far hold less what the earlier credit notes took back (`vatIncluded` of
 * each running total), so the credit notes of a whole refund, however split, give back exactly
 * the invoice's VAT. Nothing when the order has no invoice; a refund credited already keeps its note.
 */
export async function issueCreditNote(
  trx: DbOrTrx,
  refund: { id: number; order_id: number; amount: number; reason: string; at: string },
): Promise<VatDocument | undefined> {
  const invoice = await documentOf(trx, 'invoice', refund.order_id);
  if (!invoice) return undefined;
  const already = await trx
    .selectFrom('vat_documents')
    .select('content')
    .where('kind', '=', 'credit_note')
    .where('order_id', '=', refund.order_id)
    .where('refund_id', '=', refund.id)
    .executeTakeFirst();
  if (already) return JSON.parse(already.content) as VatDocument;
  const earlier = (await documentsOf(trx, refund.order_id)).filter(
    (document) => document.kind === 'credit_note',
  );
  const before = earlier.reduce((total, note) => total + note.totals.gross, 0);
  const rate = invoice.vat_rate_percent;
  const vat = rate === null ? 0 : vatIncluded(before + refund.amount, rate) - vatIncluded(before, rate);
  const line: DocumentLine = {
    description: `Refund of order #${refund.order_id}, invoice ${invoice.number}`,
    gross: refund.amount,
    net: refund.amount - vat,
    vat,
  };
  return store(
    trx,
    {
      kind: 'credit_note',
      issued_at: refund.at,
      order_id: refund.order_id,
      refers_to: invoice.number,
      seller: invoice.seller,
      buyer: invoice.buyer,
      vat_rate_percent: rate,
      lines: [line],
      totals: sum([line]),
      reason: refund.reason,
    },
    refund.id,
  );
}

/** An order's invoice, as issued. */
export async function documentOf(
  db: DbOrTrx,
  kind: 'invoice',
  orderId: number,
): Promise<VatDocument | undefined> {
  const row = await db
    .selectFrom('vat_documents')
    .select('content')
    .where('kind', '=', kind)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.content) as VatDocument) : undefined;
}

/** An order's invoice and credit notes, in the order they were issued. */
export async function documentsOf(db: DbOrTrx, orderId: number): Promise<VatDocument[]> {
  const rows = await db
    .selectFrom('vat_documents')
    .select('content')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.content) as VatDocument);
}
