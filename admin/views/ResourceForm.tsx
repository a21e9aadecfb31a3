import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { Form, type RaRecord } from 'react-admin';
import { ConflictNotice } from '../saves/ConflictNotice';
import type { ResourceDef } from '../../src/resources';
import type { SaveFeedback } from '../feedback/useSaveFeedback';
import { FieldInput, type FormOp } from '../inputs/FieldInput';
import { ruleValidator } from '../inputs/ruleValidators';
import { FormToolbar } from './FormToolbar';
import { NotifyClientInvalid } from './NotifyClientInvalid';

export interface ResourceFormProps {
  resource: ResourceDef;
  op: FormOp;
  feedback: SaveFeedback;
  /** An update refused as out of date: the record as the server now has it (ConflictNotice). */
  conflict?: RaRecord | null;
}

/** What a create starts from: the table's defaults. */
const createDefaults = (resource: ResourceDef): Record<string, unknown> =>
  Object.fromEntries(
    resource.fields
      .filter((field) => !field.readOnly && field.defaultValue !== undefined && field.defaultValue !== null)
      .map((field) => [field.name, field.defaultValue]),
  );

/**
 * A resource's form: one input per field in the table's order. Read-only fields are shown on
 * an update (not editable) and left out of a create, where the server sets them.
 */
export function ResourceForm({ resource, op, feedback, conflict = null }: ResourceFormProps) {
  const fields = resource.fields.filter((field) => op === 'update' || !field.readOnly);
  return (
    // SimpleForm's layout on react-admin's Form: SimpleForm would hand
    // `disableInvalidFormNotification` on to the DOM.
    <Form
      defaultValues={op === 'create' ? createDefaults(resource) : undefined}
      // The failure toast is the table's; see NotifyClientInvalid for the client's own checks.
      disableInvalidFormNotification
      // Leaving with changes not saved asks first (a save, or the form's own pages, do not).
      warnWhenUnsavedChanges
    >
      {op === 'update' ? <ConflictNotice resource={resource} current={conflict} /> : null}
      <CardContent>
        <Stack sx={{ alignItems: 'flex-start' }}>
          <NotifyClientInvalid />
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              op={op}
              source={field.name}
              check={ruleValidator(resource, field.name)}
            />
          ))}
        </Stack>
      </CardContent>
      <FormToolbar resource={resource} op={op} feedback={feedback} />
    </Form>
  );
}
