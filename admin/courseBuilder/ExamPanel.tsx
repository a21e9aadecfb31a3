import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading, useGetList } from 'react-admin';
import { getResource } from '../../src/resources';
import { serverMessageOf } from '../feedback/errorText';
import { InlineRecordForm } from './InlineRecordForm';

const exams = getResource('exams');

/** A course's exam, edited in place (questions, options, right answers); Add exam when it has none. */
export function ExamPanel({ courseId }: { courseId: number }) {
  const { data, isPending, error, refetch } = useGetList(exams.route, {
    filter: { course_id: courseId },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 20 },
  });
  const [adding, setAdding] = useState(false);
  if (isPending) return <Loading />;
  if (error) return <Typography role="alert">{serverMessageOf(error) ?? 'Something went wrong'}</Typography>;
  const done = () => {
    setAdding(false);
    void refetch();
  };
  return (
    <Box sx={{ p: 2 }}>
      {data?.map((exam) => (
        <Box key={exam.id} component="section" aria-label={`Exam ${String(exam.title)}`} sx={{ mb: 3 }}>
          <InlineRecordForm resource={exams} record={exam} fixed={{ course_id: courseId }} onDone={done} />
        </Box>
      ))}
      {data?.length === 0 && !adding ? <Typography>This course has no exam yet.</Typography> : null}
      {adding ? (
        <InlineRecordForm resource={exams} fixed={{ course_id: courseId }} onDone={done} />
      ) : data?.length === 0 ? (
        <Button startIcon={<Add />} onClick={() => setAdding(true)}>
          Add exam
        </Button>
      ) : null}
    </Box>
  );
}
