import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fieldLabel, type FieldDef } from '../../src/resources';
import { routeOfKey } from '../table/resourceByRoute';

const requiredValue = required();

/**
 * A reference picker that offers only the records sharing the form's value of `sameAs` (a
 * lesson's topics: those of its course); nothing until that value is chosen.
 */
export function SameAsReferenceInput({
  field,
  op,
  source,
}: {
  field: FieldDef;
  op: 'create' | 'update';
  source: string;
}) {
  const shared = field.sameAs ?? '';
  const value: unknown = useWatch({ name: shared });
  const chosen = value !== null && value !== undefined && value !== '';
  const validate = field.required && !(op === 'update' && field.optionalOnUpdate) ? requiredValue : undefined;
  return (
    <ReferenceInput
      source={source}
      reference={routeOfKey(field.reference ?? '')}
      filter={chosen ? { [shared]: value } : { id: -1 }}
    >
      <AutocompleteInput
        label={fieldLabel(field)}
        validate={validate}
        helperText={field.helperText}
        readOnly={field.readOnly || !chosen}
      />
    </ReferenceInput>
  );
}
