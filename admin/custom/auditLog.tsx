import {
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { isResourceKey, getResource } from '../../src/resources';
import { ChangeTable } from '../audit/ChangeTable';
import { fieldDisplay } from '../fields/fieldDisplay';
import { recordPage } from '../table/recordPage';
import { useResourceDef } from '../table/resourceByRoute';
import type { CustomViews } from '../views/resourceViews';

/** The record an entry is about, linked to its page while the resource has one. */
function RecordLink() {
  const entry = useRecordContext();
  const createPath = useCreatePath();
  const key = typeof entry?.resource === 'string' ? entry.resource : '';
  if (!isResourceKey(key) || entry?.record_id == null) return null;
  const target = getResource(key);
  const page = recordPage(target);
  const text = `${target.singular} #${String(entry.record_id)}`;
  return (
    <Labeled label="Changed record">
      {page && entry.action !== 'record.delete' ? (
        <Link to={createPath({ resource: target.route, type: page, id: entry.record_id as number })}>
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
    </Labeled>
  );
}

/** An audit entry: who, when, what, and the change as a table of fields before and after. */
function AuditEntryShow() {
  const resource = useResourceDef();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" label="ID" />
        {resource.fields
          .filter((field) => field.name !== 'detail')
          .map((field) => fieldDisplay(field, false))}
        <RecordLink />
        <Labeled label="Changes">
          <ChangeTable />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

const views: CustomViews = { show: AuditEntryShow };
export default views;
