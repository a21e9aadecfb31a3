import { ReferenceField } from 'react-admin';
import { getResource } from '../../src/resources';
import { ReferenceCell } from '../fields/ReferenceCell';
import { recordPage } from '../table/recordPage';
import { routeOfKey } from '../table/resourceByRoute';
import type { ConsoleView } from './consoleKind';

/** A record of another resource, by its name: a link in a list. */
export const reference: ConsoleView = {
  display: (field, common, inList) =>
    inList ? (
      <ReferenceCell
        {...common}
        reference={routeOfKey(field.reference ?? '')}
        link={recordPage(getResource(field.reference ?? ''))}
      />
    ) : (
      <ReferenceField {...common} reference={routeOfKey(field.reference ?? '')} />
    ),
};
