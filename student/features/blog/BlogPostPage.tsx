import { Link } from '../../../src/routing/Link';
import { useParams } from 'react-router';
import { fetchBlogPost, fetchPostComments } from '../../api/catalogue';
import { ApiError } from '../../api/client';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { ForeignHtml } from '../../components/ForeignHtml';
import { formatDate } from '../../lib/format';
import { excerpt } from '../../lib/format';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import NotFoundPage from '../errors/NotFoundPage';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { blogPostingData, breadcrumbList } from '../../seo/structuredData';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export default function BlogPostPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const post = useRemote(`post:${id}`, (signal) =>
    valid ? fetchBlogPost(id, signal) : Promise.reject(new ApiError('Not found', 404)),
  );
  const comments = useRemote(`comments:${id}`, (signal) =>
    valid ? fetchPostComments(id, signal) : Promise.resolve([]),
  );
  const found = post.state.status === 'ready' ? post.state.data : null;
  const missing =
    post.state.status === 'error' && post.state.error instanceof ApiError && post.state.error.status === 404;
  usePageHead(
    missing
      ? null
      : {
          title: found?.title ?? 'Blog',
          description: found ? excerpt(found.content) : '',
          path: `/blog/${id}`,
          image: found?.featured_img,
          type: 'article',
          jsonLd: (origin) =>
            found
              ? [
                  blogPostingData(origin, found),
                  breadcrumbList(origin, [
                    ['Blog', '/blog'],
                    [found.title, `/blog/${found.id}`],
                  ]),
                ]
              : [],
        },
  );

  if (post.state.status === 'loading') return <Loading />;
  if (post.state.status === 'error') {
    if (post.state.error instanceof ApiError && post.state.error.status === 404) return <NotFoundPage />;
    return (
      <div className="container narrow">
        <ErrorNotice error={post.state.error} onRetry={post.reload} />
      </div>
    );
  }

  const { data } = post.state;
  return (
    <div className="container narrow">
      <p>
        <Link to="/blog">← All posts</Link>
      </p>
      <article className="post">
        <header className="post__header">
          <h1>{data.title}</h1>
          <p className="card__meta">
            {data.author_name && <>By {data.author_name} · </>}
            <time dateTime={data.created_at}>{formatDate(data.created_at)}</time>
            {data.categories && data.categories.length > 0 && (
              <> · {data.categories.map((c) => c.title).join(', ')}</>
            )}
          </p>
        </header>
        <ResponsiveImage
          className="post__image"
          src={data.featured_img}
          alt=""
          sizes="(max-width: 800px) calc(100vw - 2rem), 760px"
          priority
        />
        <ForeignHtml html={data.content} className="prose" />
      </article>

      <section className="post__comments" aria-labelledby="comments-title">
        <h2 id="comments-title">Comments</h2>
        {comments.state.status === 'loading' && <Loading label="Loading comments…" />}
        {comments.state.status === 'error' && (
          <ErrorNotice error={comments.state.error} onRetry={comments.reload} />
        )}
        {comments.state.status === 'ready' && <CommentList comments={comments.state.data} />}
      </section>

      <CommentForm postId={data.id} />
    </div>
  );
}
