import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { SameAsReferenceInput } from '../../inputs/SameAsReferenceInput';
import { routeOfKey } from '../../table/resourceByRoute';
import type { KindInputs } from '../consoleKind';

/** A record of another resource, chosen by name (among those sharing a value, where the table says so). */
export const reference: KindInputs = {
  input: ({ field, op, source, common }) =>
    field.sameAs ? (
      <SameAsReferenceInput field={field} op={op} source={source} />
    ) : (
      <ReferenceInput source={source} reference={routeOfKey(field.reference ?? '')}>
        <AutocompleteInput
          label={common.label}
          validate={common.validate}
          helperText={common.helperText}
          readOnly={common.readOnly}
        />
      </ReferenceInput>
    ),
};
