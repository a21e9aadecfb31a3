import { useSearchParams } from 'react-router';
import { fetchBlogPosts } from '../../api/catalogue';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { Pager } from '../../components/Pager';
import { pageParam } from '../../lib/pageParam';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { PostSummary } from './PostSummary';
import { breadcrumbList } from '../../seo/structuredData';

export default function BlogListPage() {
  const [params] = useSearchParams();
  const page = pageParam(params);
  usePageHead({
    title: page > 1 ? `Blog, page ${page}` : 'Blog',
    description: 'Articles on mental health, wellbeing and supporting others from MindWell Academy.',
    path: page > 1 ? `/blog?page=${page}` : '/blog',
    jsonLd: (origin) => [breadcrumbList(origin, [['Blog', '/blog']])],
  });
  const { state, reload } = useRemote(`blogs:${page}`, (signal) => fetchBlogPosts(page, signal));

  return (
    <div className="container">
      <h1>Blog</h1>
      <p className="lead">
        Articles on mental health, wellbeing and learning from the MindWell Academy team.
      </p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {state.data.data.length === 0 ? (
            <p>No posts yet.</p>
          ) : (
            <div className="stack">
              {state.data.data.map((post) => (
                <PostSummary key={post.id} post={post} />
              ))}
            </div>
          )}
          <Pager
            page={state.data.current_page}
            lastPage={state.data.last_page}
            hrefOf={(p) => (p === 1 ? '/blog' : `/blog?page=${p}`)}
            label="Blog pages"
          />
        </>
      )}
    </div>
  );
}
