/**
 * A UK VAT number as HMRC writes them: `GB` (or `XI` for Northern Ireland) and 9 digits, 12 for a
 * branch, or `GD`/`HA` and 3 for a government department or health authority; spaces ignored.
 * Answers it written without spaces, or undefined when it cannot be one.
 */
export function ukVatNumber(input: string): string | undefined {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const withPrefix = /^(GB|XI)/.test(compact) ? compact : `GB${compact}`;
  return /^(GB|XI)(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/.test(withPrefix) ? withPrefix : undefined;
}
