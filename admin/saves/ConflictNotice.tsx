import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useRecordContext, type RaRecord } from 'react-admin';
import { fieldLabel, kindOf, type FieldDef, type ResourceDef } from '../../src/resources';

export interface ConflictNoticeProps {
  resource: ResourceDef;
  /** The record as the server has it now, from its 409 answer; null while there is none. */
  current: RaRecord | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function shown(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (field.kind === 'flag') return value ? 'Yes' : 'No';
  if (field.choiceLabels) return field.choiceLabels[String(value)] ?? String(value);
  if (Array.isArray(value))
    return value.length ? value.map((item) => shown(field, item)).join(', ') : '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  const plain = kindOf(field).html
    ? text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : text;
  return plain.length > 80 ? `${plain.slice(0, 79)}…` : plain;
}

/** The fields the server's copy has changed since the form was loaded. */
export function changedFields(resource: ResourceDef, loaded: RaRecord, current: RaRecord): FieldDef[] {
  return resource.fields.filter(
    (field) => !kindOf(field).hashed && !field.confirms && !same(loaded[field.name], current[field.name]),
  );
}

/**
 * After an update refused because the record changed since the form was loaded (409): the
 * fields someone else changed, with their new values, and the form moved onto the record as
 * it now is, the administrator's own edits kept over it, so a second Save is a choice made
 * knowing both.
 */
export function ConflictNotice({ resource, current }: ConflictNoticeProps) {
  const form = useFormContext();
  const loaded = useRecordContext();

  useEffect(() => {
    if (!current || !loaded) return;
    const values = form.getValues();
    const mine = resource.fields.filter((field) => !same(values[field.name], loaded[field.name]));
    form.reset({ ...current });
    for (const field of mine) form.setValue(field.name, values[field.name], { shouldDirty: true });
  }, [current, loaded, form, resource]);

  if (!current || !loaded) return null;
  const changes = changedFields(resource, loaded, current);
  return (
    <Alert severity="warning" role="status" sx={{ m: 2, mb: 0 }}>
      Someone else saved this {resource.singular.toLowerCase()} while you were editing it, so your changes
      were not saved. {changes.length ? 'What they changed:' : 'They changed nothing you can see here.'}
      {changes.length ? (
        <ul>
          {changes.map((field) => (
            <li key={field.name}>
              {fieldLabel(field)}: {shown(field, current[field.name])}
            </li>
          ))}
        </ul>
      ) : null}
      The form now holds their version with your edits kept over it: check it and save again.
    </Alert>
  );
}
