import { fetchMyCourses } from '../../api/student';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { NeedSupport } from '../../components/NeedSupport';
import { PageBand } from '../../components/PageBand';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { EnrolledCourseList } from './EnrolledCourseList';

export default function CoursesPage() {
  usePageTitle('Enrolled Courses');
  const { state, reload } = useRemote('my-courses', fetchMyCourses);
  return (
    <>
      <PageBand title="Enrolled Courses" />
      <div className="container">
        <NeedSupport />
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
        {state.status === 'ready' && <EnrolledCourseList courses={state.data} onChanged={reload} />}
      </div>
    </>
  );
}
