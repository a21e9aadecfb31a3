import { Navigate } from 'react-router';
import { Loading, useCreatePath, useGetList, useResourceContext } from 'react-admin';

/**
 * The menu's page of a one-record resource (a settings page): its form, reached through the
 * record the list call answers, so the address names the record like every other form.
 */
export default function SingleRecordPage() {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const { data, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  if (isPending) return <Loading />;
  const record = data?.[0];
  if (error || !record)
    return (
      <p role="alert">
        These settings could not be read: {error instanceof Error ? error.message : 'no record'}.
      </p>
    );
  return <Navigate replace to={createPath({ resource, id: record.id, type: 'edit' })} />;
}
