import { Link } from '../../../src/routing/Link';
import { useLocation } from 'react-router';
import { fetchMyCourses, fetchMyOrders, fetchNotes } from '../../api/student';
import { PageBand } from '../../components/PageBand';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { isNewAccount } from '../../session/arrival';
import { useSession } from '../../session/useSession';
import { OrderList } from '../orders/OrderList';
import { CourseFigures } from './CourseFigures';
import { DashboardSection } from './DashboardSection';
import { EnrolledCourseList } from './EnrolledCourseList';

const RECENT = 3;

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  // Straight from registration, the student has never been here: no "back".
  const greeting = isNewAccount(useLocation().state) ? 'Welcome to MindWell Academy' : 'Welcome back';
  const courses = useRemote('my-courses', fetchMyCourses);
  const orders = useRemote('my-orders', fetchMyOrders);
  const notes = useRemote('my-notes:1', (signal) => fetchNotes(1, signal));

  return (
    <>
      <PageBand title="Dashboard">
        <p className="page-band__lead">
          {greeting}
          {user ? `, ${user.name}` : ''}.
        </p>
      </PageBand>
      <div className="container dashboard">
        <nav aria-label="Study tools" className="dashboard__tools">
          <Link to="/dashboard/quiz" className="button">
            Take a quiz
          </Link>
          <Link to="/dashboard/notes" className="button button--ghost">
            My notes
          </Link>
          <Link to="/dashboard/profile" className="button button--ghost">
            My profile
          </Link>
          <Link to="/dashboard/cpd" className="button button--ghost">
            CPD record
          </Link>
        </nav>

        <DashboardSection
          title="Your courses"
          id="dash-courses"
          remote={courses}
          more={{ to: '/dashboard/courses', label: 'All enrolled courses' }}
        >
          {(data) => (
            <>
              <CourseFigures courses={data} />
              <EnrolledCourseList courses={data} onChanged={courses.reload} />
            </>
          )}
        </DashboardSection>

        <DashboardSection
          title="Recent orders"
          id="dash-orders"
          remote={orders}
          more={{ to: '/dashboard/orders', label: 'All orders' }}
        >
          {(data) => <OrderList orders={data.slice(0, RECENT)} caption="Recent orders" />}
        </DashboardSection>

        <DashboardSection
          title="Recent notes"
          id="dash-notes"
          remote={notes}
          more={{ to: '/dashboard/notes', label: 'All notes' }}
        >
          {(data) =>
            data.data.length === 0 ? (
              <p>No notes yet.</p>
            ) : (
              <ul className="note-summaries">
                {data.data.slice(0, RECENT).map((note) => (
                  <li key={note.id}>
                    <p className="card__meta">
                      {note.topic_title ?? 'General'} ·{' '}
                      <time dateTime={note.updated_at}>{formatDate(note.updated_at)}</time>
                    </p>
                    <p className="note-summaries__text">{note.description}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </DashboardSection>
      </div>
    </>
  );
}
