import { ACCESS_CONSENT_FIELD, ACCESS_CONSENT_NEEDED } from '../../src/contract/cancellation';
import type { DbOrTrx } from '../db/schema';
import { unprocessable } from '../errors';
import { needsPosting } from './delivery';
import type { PricedItem } from './items';

/**
 * Whether any of the items is digital content, supplied at once rather than posted: a course, a
 * bundle, a certificate level that is not printed, a product that is not posted. Buying it asks
 * for the buyer's express consent to immediate access (Consumer Contracts Regulations 2013, reg. 37).
 */
export async function holdsDigitalContent(db: DbOrTrx, items: readonly PricedItem[]): Promise<boolean> {
  if (items.some((item) => item.kind === 'course' || item.kind === 'bundle')) return true;
  for (const item of items)
    if ((item.kind === 'product' || item.kind === 'certificate_level') && !(await needsPosting(db, [item])))
      return true;
  return false;
}

/**
 * The buyer's consent as checkout's body carries it: `true` alone is consent. Answers whether it
 * was given; refuses (422 naming the field) a basket of digital content without it.
 */
export function readAccessConsent(body: Record<string, unknown>): boolean {
  return body[ACCESS_CONSENT_FIELD] === true;
}

export function requireAccessConsent(digital: boolean, consent: boolean): void {
  if (digital && !consent) throw unprocessable({ [ACCESS_CONSENT_FIELD]: [ACCESS_CONSENT_NEEDED] });
}
