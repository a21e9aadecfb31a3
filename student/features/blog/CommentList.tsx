import type { PostComment } from '../../api/types';
import { formatDate } from '../../lib/format';

export function CommentList({ comments }: { comments: readonly PostComment[] }) {
  if (comments.length === 0) return <p>No comments yet. Be the first to share your thoughts.</p>;
  return (
    <ol className="comments">
      {comments.map((comment) => (
        <li key={comment.id} className="comment">
          <p className="comment__meta">
            <strong>{comment.author}</strong> ·{' '}
            <time dateTime={comment.created_at}>{formatDate(comment.created_at)}</time>
          </p>
          <p className="comment__content">{comment.content}</p>
        </li>
      ))}
    </ol>
  );
}
