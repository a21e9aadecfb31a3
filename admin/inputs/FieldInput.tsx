import { required, type Validator } from 'react-admin';
import { fieldLabel, type FieldDef } from '../../src/resources';
import type { FieldInputProps, FormOp } from '../kinds/consoleKind';
import { kindInputs } from '../kinds/inputs';

export type { FieldInputProps, FormOp } from '../kinds/consoleKind';

const requiredValue = required();

/** What the server will refuse when missing: the table's `required`, relaxed on update where it says so. */
const isRequired = (field: FieldDef, op: FormOp): boolean =>
  Boolean(field.required) && !(op === 'update' && field.optionalOnUpdate);

/** The input of one field, as its kind makes it (admin/kinds/inputs/): the table drives every form. */
export function FieldInput(props: FieldInputProps) {
  const { field, op, source, check } = props;
  const label = fieldLabel(field);
  const required = isRequired(field, op) ? requiredValue : undefined;
  const validate = check ? [required, check].filter((v): v is Validator => v !== undefined) : required;
  const common = { source, label, validate, helperText: field.helperText, readOnly: field.readOnly };
  const Kind = kindInputs[field.kind].input;
  return <Kind {...props} common={common} Input={FieldInput} />;
}
