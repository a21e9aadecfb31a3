import { Link } from '../../../src/routing/Link';
import { useParams } from 'react-router';
import { PageBand } from '../../components/PageBand';
import { usePageTitle } from '../../lib/usePageTitle';
import { ReviewForm } from './ReviewForm';

/** An enrolled student's review of a course, on a page of its own. */
export default function ReviewPage() {
  const { slug = '' } = useParams();
  usePageTitle('Review the course');
  return (
    <>
      <PageBand title="Review the course">
        <p className="page-band__lead">
          <Link to={`/learn/${slug}`}>Back to the course</Link>
        </p>
      </PageBand>
      <div className="container narrow stack">
        <ReviewForm slug={slug} />
      </div>
    </>
  );
}
