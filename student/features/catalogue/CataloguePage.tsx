import { Link } from '../../../src/routing/Link';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchCatalogue, fetchCatalogueFilters } from '../../api/storefront';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { Pager } from '../../components/Pager';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { CourseCard } from '../home/CourseCard';
import { CatalogueFilters } from './CatalogueFilters';
import { type SearchKey, hasFilters, searchOf, stateOf, withChange } from './catalogueSearch';
import './catalogue.css';
import { breadcrumbList } from '../../seo/structuredData';

export default function CataloguePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = stateOf(params);
  const search = searchOf(state);
  const page = Number(state.page ?? 1);
  usePageHead({
    title: state.q ? `Courses matching “${state.q}”` : page > 1 ? `Courses, page ${page}` : 'Courses',
    description: 'Accredited online courses in mental health, to take at your own pace.',
    path: `/courses${search}`,
    jsonLd: (origin) => [breadcrumbList(origin, [['Courses', '/courses']])],
  });

  const courses = useRemote(`catalogue${search}`, (signal) => fetchCatalogue(state, signal));
  const filters = useRemote('catalogue-filters', fetchCatalogueFilters);

  const change = (key: SearchKey, value: string | undefined) =>
    navigate(`/courses${searchOf(withChange(state, key, value))}`);

  return (
    <div className="container catalogue">
      <h1>Courses</h1>
      <p className="lead">Accredited online courses in mental health, to take at your own pace.</p>
      <p className="catalogue__also">
        Save with a <Link to="/bundles">course bundle</Link>, or browse the <Link to="/shop">shop</Link>.
      </p>
      <CatalogueFilters
        state={state}
        choices={filters.state.status === 'ready' ? filters.state.data : null}
        onChange={change}
      />
      {courses.state.status === 'loading' && <Loading label="Finding courses…" />}
      {courses.state.status === 'error' && (
        <ErrorNotice error={courses.state.error} onRetry={courses.reload} />
      )}
      {courses.state.status === 'ready' && (
        <>
          <p className="catalogue__count" role="status">
            {courses.state.data.total === 1 ? '1 course' : `${courses.state.data.total} courses`}
            {state.q ? ` matching “${state.q}”` : ''}
          </p>
          {courses.state.data.data.length === 0 ? (
            <div className="catalogue__empty">
              <p>No courses match your search.</p>
              {hasFilters(state) && <Link to="/courses">Clear search and filters</Link>}
            </div>
          ) : (
            <div className="grid">
              {courses.state.data.data.map((course, index) => (
                // The first row is in view as the page opens: its covers need not wait.
                <CourseCard key={course.id} course={course} headingLevel={2} eager={index < 4} />
              ))}
            </div>
          )}
          <Pager
            page={courses.state.data.current_page}
            lastPage={courses.state.data.last_page}
            hrefOf={(p) => `/courses${searchOf(withChange(state, 'page', String(p)))}`}
            label="Course pages"
          />
        </>
      )}
    </div>
  );
}
