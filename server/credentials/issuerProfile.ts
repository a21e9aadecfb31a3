import type { DbOrTrx } from '../db/schema';
import { vatSettings } from '../settings/vatSettings';
import { issuerDid } from './did';

/** A UK postcode, alone on its line: `SW1A 1AA`. */
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

/**
 * The Open Badges `Address` of the provider's address lines: the postcode line becomes
 * `postalCode`, the line before it the town, the rest the street; the provider trades in the UK.
 */
function addressOf(lines: readonly string[]) {
  if (lines.length === 0) return undefined;
  const postcodeAt = lines.findIndex((line) => POSTCODE.test(line));
  const rest = postcodeAt === -1 ? [...lines] : lines.filter((_, i) => i !== postcodeAt);
  const locality = postcodeAt > 0 && rest.length > 1 ? rest.pop() : undefined;
  return {
    type: ['Address'],
    ...(rest.length > 0 ? { streetAddress: rest.join(', ') } : {}),
    ...(locality ? { addressLocality: locality } : {}),
    ...(postcodeAt === -1 ? {} : { postalCode: lines[postcodeAt].toUpperCase() }),
    addressCountry: 'GB',
  };
}

/** The issuer as credentials name it: its DID, its legal name and address, and the site. */
export async function issuerProfile(db: DbOrTrx, publicUrl: string) {
  const settings = await vatSettings(db);
  const address = addressOf(settings.address);
  return {
    id: issuerDid(publicUrl),
    type: ['Profile'],
    name: settings.legalName,
    url: publicUrl,
    ...(address ? { address } : {}),
  };
}
