import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Loading, ShowBase, useRecordContext } from 'react-admin';
import { ADDED_RESOURCES_FEATURE } from '../../src/contract/features';
import type { ScheduledTopic } from '../../src/contract/pacingEndpoints';
import { useServerOffers } from '../layout/useServerOffers';
import ResourceShow from '../views/ResourceShow';
import type { CustomViews } from '../views/resourceViews';
import { fetchEnrolmentSchedule } from './enrolmentSchedule';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });

function rule(topic: ScheduledTopic): string {
  const parts: string[] = [];
  if (topic.opens_after_days !== null)
    parts.push(`${topic.opens_after_days} ${topic.opens_after_days === 1 ? 'day' : 'days'} after enrolment`);
  if (topic.opens_on !== null)
    parts.push(
      `on ${new Date(`${topic.opens_on}T12:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long' })}`,
    );
  return parts.length === 0 ? 'On enrolment' : parts.join(', not before ');
}

/** The enrolment's topics: the rule each follows, when it opens for this student, and the mail. */
function Schedule() {
  const record = useRecordContext();
  const id = record?.id;
  const schedule = useQuery({
    queryKey: ['enrolments', 'schedule', id],
    queryFn: () => fetchEnrolmentSchedule(id as number),
    enabled: id !== undefined,
  });
  if (schedule.isPending) return <Loading />;
  if (schedule.error)
    return (
      <Typography role="alert">
        {schedule.error instanceof Error ? schedule.error.message : 'Something went wrong'}
      </Typography>
    );
  const { data } = schedule;
  const pausedDays = Math.round(data.paused_seconds / 86_400);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Release schedule
        </Typography>
        <Typography>
          {data.paused_at
            ? `Paused since ${when(data.paused_at)}: nothing opens until the student resumes.`
            : 'Running.'}
          {data.paused_seconds > 0 &&
            ` Earlier pauses have moved the schedule on by ${pausedDays < 1 ? 'less than a day' : `${pausedDays} ${pausedDays === 1 ? 'day' : 'days'}`}.`}
        </Typography>
        {data.topics.length === 0 ? (
          <Typography>The course has no topics yet.</Typography>
        ) : (
          <Table size="small" aria-label="Release schedule">
            <TableHead>
              <TableRow>
                <TableCell>Topic</TableCell>
                <TableCell>Opens</TableCell>
                <TableCell>For this student</TableCell>
                <TableCell>Mailed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.topics.map((topic) => (
                <TableRow key={topic.id}>
                  <TableCell>{topic.title}</TableCell>
                  <TableCell>{rule(topic)}</TableCell>
                  <TableCell>
                    {topic.opens_at === null
                      ? 'Open'
                      : `${topic.open ? 'Opened' : 'Opens'} ${when(topic.opens_at)}`}
                  </TableCell>
                  <TableCell>{topic.mailed_at ? when(topic.mailed_at) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** The generated enrolment page with its release schedule below, where the server has one. */
function EnrolmentPage() {
  const withSchedule = useServerOffers(ADDED_RESOURCES_FEATURE) === true;
  return (
    <>
      <ResourceShow />
      {withSchedule && (
        <ShowBase>
          <Schedule />
        </ShowBase>
      )}
    </>
  );
}

const views: CustomViews = { show: EnrolmentPage };
export default views;
