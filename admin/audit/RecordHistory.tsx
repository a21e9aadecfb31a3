import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Link, Loading, Title, useCreatePath, useGetList, useGetMany } from 'react-admin';
import { getResource } from '../../src/resources';
import { inSentence } from '../layout/pageTitle';
import { useResourceDef } from '../table/resourceByRoute';
import { type AuditEntryRecord, entrySentence } from './entrySentence';

const auditLog = getResource('audit_log');
const users = getResource('users');

/** The entries one page shows; the audit log has the rest. */
const SHOWN = 50;

interface Entry extends AuditEntryRecord {
  id: number;
  at: string;
  user_id: number | null;
}

/** The audit log's list, filtered to one record. */
const auditLogSearch = (resource: string, id: number): string =>
  `filter=${encodeURIComponent(JSON.stringify({ resource, record_id: id }))}`;

/**
 * A record's history: what each change did, newest first, as a person would write it ("Ada
 * refunded order #8: status Paid → Refunded; revoked enrolment #12"), each entry's time leading
 * to its page in the audit log.
 */
export default function RecordHistory() {
  const resource = useResourceDef();
  const id = Number(useParams().id);
  const createPath = useCreatePath();
  const name = `${inSentence(resource.singular)} #${id}`;
  const { data, total, isPending, error } = useGetList<Entry>(auditLog.route, {
    filter: { resource: resource.key, record_id: id },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN },
  });
  const userIds = [
    ...new Set((data ?? []).flatMap((entry) => (entry.user_id == null ? [] : [entry.user_id]))),
  ];
  const { data: people } = useGetMany(users.route, { ids: userIds }, { enabled: userIds.length > 0 });
  const who = (entry: Entry): string => {
    if (entry.user_id == null) return 'The system';
    const person = people?.find((user) => Number(user.id) === Number(entry.user_id));
    return typeof person?.name === 'string' ? person.name : `User #${entry.user_id}`;
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`History of ${name}`} />
      <CardContent>
        {isPending ? (
          <Loading />
        ) : error ? (
          <Typography role="alert">The history could not be read. Try again in a moment.</Typography>
        ) : data.length === 0 ? (
          <Typography>Nothing has been recorded for this {resource.singular.toLowerCase()} yet.</Typography>
        ) : (
          <ol aria-label={`History of ${name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.map((entry) => (
              <Typography
                component="li"
                key={entry.id}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Link
                  to={createPath({ resource: auditLog.route, type: 'show', id: entry.id })}
                  sx={{ display: 'block', typography: 'body2' }}
                >
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-GB')}</time>
                </Link>
                {entrySentence(entry, who(entry))}
              </Typography>
            ))}
          </ol>
        )}
        {(total ?? 0) > SHOWN ? (
          <Typography sx={{ mt: 2 }}>
            <Link
              to={{
                pathname: createPath({ resource: auditLog.route, type: 'list' }),
                search: auditLogSearch(resource.key, id),
              }}
            >
              All {total} entries in the audit log
            </Link>
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
