import { choiceLabel, type FieldDef } from '../../src/resources';
import { formatGbp } from '../../src/ui/formatGbp';

/** Dates read the British way, as in the list's columns. */
const DATE_LOCALE = 'en-GB';

/** Rich text as the words it holds, for one line of a card (React escapes what is left). */
const plainText = (html: string): string => html.replace(/<[^>]*>/g, ' ');

/**
 * A field's value as the short text a card shows (a reference is given by `referenced`), or
 * null when there is nothing to show.
 */
export function cardText(field: FieldDef, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'money':
      return formatGbp(value as number | string);
    case 'flag':
      return value === true || Number(value) === 1 ? 'Yes' : 'No';
    case 'choice':
      return choiceLabel(field, value as string | number);
    case 'date':
      return new Date(String(value)).toLocaleDateString(DATE_LOCALE);
    case 'datetime':
      return new Date(String(value)).toLocaleString(DATE_LOCALE);
    case 'richText':
      return plainText(String(value));
    default:
      return String(value);
  }
}
