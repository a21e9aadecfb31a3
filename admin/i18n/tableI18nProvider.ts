import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { resourceByRoute } from '../table/resourceByRoute';

const RESOURCE_NAME = /^resources\.(.+)\.name$/;

/**
 * react-admin's English messages, with each resource named by the table: "Coupon" for one,
 * "Coupons" for many. Titles ("Create Coupon"), empty pages and delete dialogs follow from it.
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
      return base.translate(key, options);
    },
  };
}
