import { DeferredReferenceArrayField } from '../fields/deferredFields';
import { routeOfKey } from '../table/resourceByRoute';
import type { ConsoleView } from './consoleKind';

/** Records of another resource, each a chip of its name. */
export const references: ConsoleView = {
  display: (field, common) => (
    // Without children it shows each referenced record as a chip of its representation.
    <DeferredReferenceArrayField {...common} reference={routeOfKey(field.reference ?? '')} />
  ),
};
