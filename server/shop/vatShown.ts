import type { VatIncluded } from '../../src/contract/vatLine';
import type { DbOrTrx, Row } from '../db/schema';
import { vatSettings } from '../settings/vatSettings';
import { vatIncluded } from './vat';
import { documentOf } from './vatDocuments';

/** The VAT a total would hold if sold now: null while the provider is not registered for VAT. */
export async function vatInTotal(db: DbOrTrx, totalPence: number): Promise<VatIncluded | null> {
  const settings = await vatSettings(db);
  if (!settings.vatRegistered) return null;
  return { rate_percent: settings.vatRate, included_pence: vatIncluded(totalPence, settings.vatRate) };
}

/**
 * The VAT an order's total holds: as its invoice says once it is paid (frozen then), as it would
 * be sold now before that.
 */
export async function vatOfOrder(db: DbOrTrx, order: Row): Promise<VatIncluded | null> {
  const invoice = await documentOf(db, 'invoice', Number(order.id));
  if (!invoice) return vatInTotal(db, Number(order.total ?? 0));
  return invoice.vat_rate_percent === null
    ? null
    : { rate_percent: invoice.vat_rate_percent, included_pence: invoice.totals.vat };
}
