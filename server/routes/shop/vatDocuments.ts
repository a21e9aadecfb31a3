import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathOf } from '../../../src/contract/learningEndpoints';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { ROLE_ADMIN } from '../../../src/resources/fields';
import { requireUser } from '../../auth/guards';
import type { DbOrTrx } from '../../db/schema';
import { notFound } from '../../errors';
import { orderRow } from '../../shop/orders';
import { documentFileName } from '../../shop/vatDocumentFiles';
import { type VatDocument, documentSeq, documentsOf } from '../../shop/vatDocuments';
import { pathId } from '../ids';

/** Where an order's invoice and credit notes download, for its receipt. */
export async function documentLinks(db: DbOrTrx, orderId: number) {
  const documents = await documentsOf(db, orderId);
  const invoice = documents.find((document) => document.kind === 'invoice');
  return {
    invoice: invoice
      ? { number: invoice.number, url: pathOf(shopEndpoints.orderInvoice, { id: orderId }) }
      : null,
    credit_notes: documents
      .filter((document) => document.kind === 'credit_note')
      .map((note) => ({
        number: note.number,
        amount_pence: note.totals.gross,
        url: pathOf(shopEndpoints.orderCreditNote, { id: orderId, number: note.number }),
      })),
  };
}

/**
 * An order's invoice and credit notes as PDFs, for its buyer and for admins (a download link is
 * followed without the console's bearer token: the admin's session is enough to read). Another
 * student's order is as absent as one that never was.
 */
export async function vatDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  const documentsFor = async (request: Parameters<typeof requireUser>[1]): Promise<VatDocument[]> => {
    const { user } = await requireUser(app.ctx, request);
    const orderId = pathId((request.params as { id?: string }).id, 'Order');
    const order = await orderRow(db, orderId);
    if (!order || (Number(order.user_id) !== user.id && user.role_id !== ROLE_ADMIN)) throw notFound('Order');
    return documentsOf(db, orderId);
  };

  const sendPdf = async (reply: FastifyReply, document: VatDocument) => {
    const { vatDocumentPdf } = await import('../../shop/vatDocumentPdf');
    const pdf = await vatDocumentPdf(document);
    reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${documentFileName(document)}"`);
    return Buffer.from(pdf);
  };

  app.get(shopEndpoints.orderInvoice, async (request, reply) => {
    const invoice = (await documentsFor(request)).find((document) => document.kind === 'invoice');
    if (!invoice) throw notFound('Invoice');
    return sendPdf(reply, invoice);
  });

  app.get(shopEndpoints.orderCreditNote, async (request, reply) => {
    const documents = await documentsFor(request);
    const seq = documentSeq('credit_note', String((request.params as { number?: string }).number ?? ''));
    const note = documents.find(
      (document) => document.kind === 'credit_note' && documentSeq('credit_note', document.number) === seq,
    );
    if (seq === undefined || !note) throw notFound('Credit note');
    return sendPdf(reply, note);
  });
}
