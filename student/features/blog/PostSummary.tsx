import { Link } from '../../../src/routing/Link';
import type { BlogPost } from '../../api/types';
import { excerpt, formatDate } from '../../lib/format';
import { CARD_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';

/** A post in a list: its title as the link, the byline and an excerpt. */
export function PostSummary({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card post-summary">
      <ResponsiveImage
        className="card__image"
        src={post.featured_img}
        alt=""
        sizes={CARD_SIZES}
        placeholder
      />
      <div className="card__body">
        <Heading className="card__title">
          <Link to={`/blog/${post.id}`}>{post.title}</Link>
        </Heading>
        <p className="card__meta">
          {post.author_name && <>By {post.author_name} · </>}
          <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
          {post.categories && post.categories.length > 0 && (
            <> · {post.categories.map((c) => c.title).join(', ')}</>
          )}
        </p>
        <p>{excerpt(post.content)}</p>
      </div>
    </article>
  );
}
