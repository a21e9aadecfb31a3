import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { getResource } from '../../src/resources';
import ResourceEdit from '../views/ResourceEdit';
import { ExamPanel } from './ExamPanel';
import { OrderedRecords } from './OrderedRecords';

const TABS = ['Details', 'Topics', 'Lessons', 'Exam'] as const;
type TabName = (typeof TABS)[number];

function Panel({ name, shown, children }: { name: TabName; shown: boolean; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`course-${name}`} aria-labelledby={`course-${name}-tab`} hidden={!shown}>
      {children}
    </Box>
  );
}

/**
 * A course built in one place: its form (Details), its topics and lessons in their order, and its
 * exam, each edited where it stands. The form stays mounted behind the other tabs, so nothing
 * typed there is lost by looking at the lessons.
 */
export default function CourseEditPage() {
  const { id } = useParams<{ id: string }>();
  return <CourseBuilder courseId={Number(id)} />;
}

/** The builder of one course, wherever it is shown: its edit page, or its create page after Save. */
export function CourseBuilder({ courseId, routed = true }: { courseId: number; routed?: boolean }) {
  const [tab, setTab] = useState<TabName>('Details');
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: TabName) => setTab(next)} aria-label="Course">
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={name}
            id={`course-${name}-tab`}
            aria-controls={`course-${name}`}
          />
        ))}
      </Tabs>
      <Panel name="Details" shown={tab === 'Details'}>
        <ResourceEdit id={routed ? undefined : courseId} />
      </Panel>
      {tab === 'Topics' ? (
        <Panel name="Topics" shown>
          <OrderedRecords resource={getResource('topics')} courseId={courseId} />
        </Panel>
      ) : null}
      {tab === 'Lessons' ? (
        <Panel name="Lessons" shown>
          <OrderedRecords resource={getResource('lessons')} courseId={courseId} />
        </Panel>
      ) : null}
      {tab === 'Exam' ? (
        <Panel name="Exam" shown>
          <ExamPanel courseId={courseId} />
        </Panel>
      ) : null}
    </Box>
  );
}
