import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { resourceByRoute } from '../table/resourceByRoute';

const RESOURCE_NAME = /^resources\.(.+)\.name$/;

/**
 * A column's name inside "Sort by ...": lower-cased at its first letter, as react-admin does
 * ("Sort by title"), except a word in capitals, which stays so ("Sort by ID", not "Sort by iD").
 */
const sortedField = (field: unknown): string => {
  const name = String(field ?? '');
  const firstWord = name.split(' ')[0] ?? '';
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase()) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
};

/**
 * react-admin's English messages, with each resource named by the table: "Coupon" for one,
 * "Coupons" for many. Titles ("Create Coupon"), empty pages and delete dialogs follow from it;
 * a column's name in the sort hint keeps its capitals.
 */
export function tableI18nProvider(base: I18nProvider = defaultI18nProvider): I18nProvider {
  return {
    ...base,
    translate: (key, options) => {
      const match = RESOURCE_NAME.exec(key);
      if (match) {
        try {
          const resource = resourceByRoute(match[1]);
          return options?.smart_count === 1 ? resource.singular : resource.plural;
        } catch {
          // Not a route of the table: let react-admin name it.
        }
      }
      // react-admin leaves out a representation that is not text, such as an order's id, and
      // the heading said only "Order": a record represented by its id is named by its number.
      if (
        (key === 'ra.page.show' || key === 'ra.page.edit') &&
        !options?.recordRepresentation &&
        options?.id !== undefined &&
        options?.id !== null
      )
        return `${String(options.name)} #${String(options.id)}`;
      if (key === 'ra.sort.sort_by')
        return base.translate(key, { ...options, field_lower_first: sortedField(options?.field) });
      return base.translate(key, options);
    },
  };
}
