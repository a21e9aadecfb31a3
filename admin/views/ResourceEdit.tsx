import { useCallback, useState } from 'react';
import { Edit, TopToolbar, type RaRecord } from 'react-admin';
import { type ResourceDef, kindOf } from '../../src/resources';
import { RecordActions } from '../actions/RecordActions';
import { HistoryButton } from '../audit/HistoryButton';
import { useSaveFeedback } from '../feedback/useSaveFeedback';
import { useResourceDef } from '../table/resourceByRoute';
import { ResourceForm } from './ResourceForm';

/** A record as the form starts from it: write-only fields (passwords) always start empty. */
const withoutWriteOnly =
  (resource: ResourceDef) =>
  (record: RaRecord): RaRecord => {
    const copy = { ...record };
    for (const field of resource.fields) if (kindOf(field).hashed) delete copy[field.name];
    return copy;
  };

/** The record as the server has it, when a save was refused as out of date (409). */
function currentOf(error: unknown): RaRecord | null {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { current?: unknown } };
  const current = status === 409 ? body?.current : undefined;
  return current && typeof current === 'object' && 'id' in current ? (current as RaRecord) : null;
}

/**
 * Every resource's edit page. Pessimistic, so that a refusal lands on the fields (a 422's
 * `errors`) and the table's toasts and redirects follow the server's answer, not a guess.
 */
export default function ResourceEdit({ id }: { id?: RaRecord['id'] } = {}) {
  const resource = useResourceDef();
  const feedback = useSaveFeedback(resource, 'update');
  const [conflict, setConflict] = useState<RaRecord | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      feedback.onError(error);
      setConflict(currentOf(error));
    },
    [feedback],
  );
  const onSuccess = useCallback(
    (record?: RaRecord) => {
      setConflict(null);
      feedback.onSuccess(record);
    },
    [feedback],
  );
  const hasPasswords = resource.fields.some((field) => kindOf(field).hashed);
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError }}
      queryOptions={hasPasswords ? { select: withoutWriteOnly(resource) } : undefined}
      actions={
        <TopToolbar>
          {resource.actions?.length ? <RecordActions resource={resource} /> : null}
          <HistoryButton resource={resource} />
        </TopToolbar>
      }
    >
      <ResourceForm resource={resource} op="update" feedback={feedback} conflict={conflict} />
    </Edit>
  );
}
