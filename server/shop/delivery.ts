import type { DbOrTrx } from '../db/schema';
import { loose } from '../db/schema';
import { type FieldErrors, HttpError, addError, unprocessable } from '../errors';
import type { PricedItem } from './items';

/** The delivery a basket needs, as checkout shows it: pence, and the time the console set. */
export interface Delivery {
  title: string;
  delivery_time: string;
  pence: number;
}

export const NO_DELIVERY = 'We cannot post orders at the moment: remove the items sent by post to continue.';

/** Whether any of the items is sent by post: a product, or a certificate level whose type is printed. */
export async function needsPosting(db: DbOrTrx, items: readonly PricedItem[]): Promise<boolean> {
  const products = items.filter((item) => item.kind === 'product').map((item) => item.item_id);
  const levels = items.filter((item) => item.kind === 'certificate_level').map((item) => item.item_id);
  if (products.length > 0) {
    const posted = await loose(db)
      .selectFrom('products')
      .select('id')
      .where('id', 'in', products)
      .where('posted', '=', 1)
      .executeTakeFirst();
    if (posted) return true;
  }
  if (levels.length === 0) return false;
  const printed = await loose(db)
    .selectFrom('certificate_levels')
    .innerJoin('transcripts', 'transcripts.id', 'certificate_levels.certificate_type_id')
    .select('certificate_levels.id')
    .where('certificate_levels.id', 'in', levels)
    .where('transcripts.posted', '=', 1)
    .executeTakeFirst();
  return printed !== undefined;
}

/** The cheapest active delivery option of the console's, or undefined when there is none. */
export async function deliveryOption(db: DbOrTrx): Promise<Delivery | undefined> {
  const row = await loose(db)
    .selectFrom('delivery_options')
    .select(['title', 'price', 'delivery_time'])
    .where('active', '=', 1)
    .orderBy('price')
    .orderBy('id')
    .executeTakeFirst();
  return row
    ? { title: String(row.title), delivery_time: String(row.delivery_time), pence: Number(row.price) }
    : undefined;
}

/** The order line a delivery is charged as. */
export const deliveryLine = (delivery: Delivery): PricedItem => ({
  kind: 'delivery',
  item_id: 0,
  for_course_id: 0,
  title: `Delivery: ${delivery.title} (${delivery.delivery_time})`,
  for_title: null,
  unit_price: delivery.pence,
  courses: [],
});

// The UK's postcode format (outward code, a space, inward code), as Royal Mail writes it.
const POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ](\d[A-HJKPSTUW\d]?|[A-HK-Y]\d[ABEHMNPRV-Y\d]?) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** A UK postcode as Royal Mail writes it ("SW1A 1AA"), or undefined when it is not one. */
export function ukPostcode(raw: string): string | undefined {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (!POSTCODE.test(compact)) return undefined;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

const ADDRESS_FIELDS = [
  ['name', 'Enter the name of the person the parcel is for.', true],
  ['line1', 'Enter the first line of the address.', true],
  ['line2', '', false],
  ['town', 'Enter the town or city.', true],
  ['postcode', 'Enter the postcode.', true],
] as const;

/**
 * A UK delivery address from a checkout body's `delivery_address`, as the lines a label shows
 * (name, address lines, town, postcode), or a 422 naming each field that is missing or wrong.
 */
export function readDeliveryAddress(raw: unknown): string {
  const given =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const values: Record<string, string> = {};
  for (const [key, missing, required] of ADDRESS_FIELDS) {
    const value = typeof given[key] === 'string' ? given[key].trim().replace(/\s+/g, ' ') : '';
    if (value.length > 100) addError(errors, `delivery_address.${key}`, 'Use at most 100 characters.');
    else if (required && value === '') addError(errors, `delivery_address.${key}`, missing);
    values[key] = value;
  }
  if (values.postcode !== '' && !errors['delivery_address.postcode']) {
    const postcode = ukPostcode(values.postcode);
    if (postcode) values.postcode = postcode;
    else addError(errors, 'delivery_address.postcode', 'Enter a UK postcode, like SW1A 1AA.');
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return [values.name, values.line1, values.line2, values.town, values.postcode].filter(Boolean).join('\n');
}

/** Keeps the address with the student's basket until checkout copies it onto the order. */
export async function keepDeliveryAddress(db: DbOrTrx, userId: number, address: string): Promise<void> {
  await loose(db)
    .updateTable('baskets')
    .set({ delivery_address: address })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Inside checkout's transaction: the address an order holding a delivery line is posted to (the
 * one kept with the basket), null for an order with nothing to post; the checkout is refused
 * while the basket's delivery has a problem or no address was given.
 */
export async function deliveryAddressOf(
  trx: DbOrTrx,
  userId: number,
  basket: { delivery: Delivery | null; delivery_problem: string | null },
): Promise<string | null> {
  if (basket.delivery_problem) throw new HttpError(422, basket.delivery_problem);
  if (!basket.delivery) return null;
  const head = await loose(trx)
    .selectFrom('baskets')
    .select('delivery_address')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const address = head?.delivery_address ? String(head.delivery_address) : '';
  if (!address) throw unprocessable({ delivery_address: ['Enter the address to post your order to.'] });
  return address;
}
