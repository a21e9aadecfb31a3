import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, SaveButton, useCreate, useUpdate, type RaRecord } from 'react-admin';
import { failureText, resolveMessages, type ResourceDef } from '../../src/resources';
import { fieldMessagesOf, serverMessageOf } from '../feedback/errorText';
import { useToast } from '../feedback/useToast';
import { FieldInput } from '../inputs/FieldInput';
import { ruleValidator } from '../inputs/ruleValidators';

export interface InlineRecordFormProps {
  resource: ResourceDef;
  /** The record edited; none for a new one. */
  record?: RaRecord;
  /** Values the page sets itself (the course), sent but not shown. */
  fixed: Record<string, unknown>;
  /** Fields the page handles another way (the order), not shown. */
  hidden?: readonly string[];
  onDone: (saved?: RaRecord) => void;
}

/** A 422's field messages, as react-admin's form takes them from a submit. */
function fieldErrors(resource: ResourceDef, error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = (error as { body?: { errors?: Record<string, unknown> } } | undefined)?.body;
  for (const name of Object.keys(body?.errors ?? {})) {
    const [first] = fieldMessagesOf(error, name);
    if (first) errors[name] = first;
  }
  return resource.fields.length ? errors : {};
}

/**
 * A record's form in place, inside another page (a course's topic, lesson or exam): the table's
 * inputs for its writable fields, Save and Cancel, the table's toasts; a refusal lands on its fields.
 */
export function InlineRecordForm({ resource, record, fixed, hidden = [], onDone }: InlineRecordFormProps) {
  const toast = useToast();
  const messages = resolveMessages(resource);
  const [create] = useCreate();
  const [update] = useUpdate();
  const op = record ? 'update' : 'create';
  const fields = resource.fields.filter(
    (field) => !field.readOnly && !(field.name in fixed) && !hidden.includes(field.name),
  );

  const submit = async (values: Record<string, unknown>) => {
    const data = { ...values, ...fixed };
    try {
      const saved = record
        ? await update(
            resource.route,
            { id: record.id, data, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          )
        : await create(resource.route, { data }, { returnPromise: true });
      toast(record ? messages.updated : messages.created, 'success');
      onDone(saved);
      return undefined;
    } catch (error) {
      toast(failureText(resource, op, serverMessageOf(error)), 'error');
      return fieldErrors(resource, error);
    }
  };

  const defaults = Object.fromEntries(
    fields
      .filter((field) => field.defaultValue !== undefined && field.defaultValue !== null)
      .map((field) => [field.name, field.defaultValue]),
  );

  return (
    <Form
      record={record ?? { ...defaults, ...fixed }}
      onSubmit={submit}
      resource={resource.route}
      disableInvalidFormNotification
    >
      <Stack sx={{ alignItems: 'flex-start', width: '100%' }}>
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            op={op}
            source={field.name}
            check={ruleValidator(resource, field.name)}
          />
        ))}
        <Stack direction="row" spacing={1}>
          <SaveButton label="Save" alwaysEnable={!record} />
          <Button onClick={() => onDone()}>Cancel</Button>
        </Stack>
      </Stack>
    </Form>
  );
}
