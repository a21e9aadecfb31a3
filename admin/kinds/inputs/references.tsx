import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { routeOfKey } from '../../table/resourceByRoute';
import type { KindInputs } from '../consoleKind';

/** Records of another resource, chosen by name. */
export const references: KindInputs = {
  input: ({ field, source, common }) => (
    <ReferenceArrayInput source={source} reference={routeOfKey(field.reference ?? '')}>
      <AutocompleteArrayInput
        label={common.label}
        validate={common.validate}
        helperText={common.helperText}
        readOnly={common.readOnly}
      />
    </ReferenceArrayInput>
  ),
};
