import { Edit, TopToolbar, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../src/resources';
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
    for (const field of resource.fields) if (field.kind === 'password') delete copy[field.name];
    return copy;
  };

/**
 * Every resource's edit page. Pessimistic, so that a refusal lands on the fields (a 422's
 * `errors`) and the table's toasts and redirects follow the server's answer, not a guess.
 */
export default function ResourceEdit() {
  const resource = useResourceDef();
  const feedback = useSaveFeedback(resource, 'update');
  const hasPasswords = resource.fields.some((field) => field.kind === 'password');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: feedback.onSuccess, onError: feedback.onError }}
      queryOptions={hasPasswords ? { select: withoutWriteOnly(resource) } : undefined}
      actions={
        <TopToolbar>
          {resource.actions?.length ? <RecordActions resource={resource} /> : null}
          <HistoryButton resource={resource} />
        </TopToolbar>
      }
    >
      <ResourceForm resource={resource} op="update" feedback={feedback} />
    </Edit>
  );
}
