import { useState } from 'react';
import { addComment } from '../../api/catalogue';
import { ApiError } from '../../api/client';
import type { NewComment } from '../../api/types';
import { Field } from '../../components/Field';
import { useSubmit } from '../../lib/useSubmit';
import { useSession } from '../../session/useSession';
import { useToast } from '../../toast/useToast';
import { FormError } from '../auth/FormError';

export const COMMENT_PENDING = 'Comment is pending for approval!';
export const COMMENT_FAILED = 'Comment Post failed! Something went wrong';

/**
 * New comments wait for a moderator, so a success clears the form without listing the comment.
 * A signed-in student comments under their own name (the server fills it in).
 */
export function CommentForm({ postId }: { postId: number }) {
  const { user } = useSession();
  const toast = useToast();
  const [content, setContent] = useState('');
  const [author, setAuthor] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, sending } = useSubmit(
    async () => {
      const comment: NewComment = user
        ? { post_id: postId, content }
        : { post_id: postId, content, author, author_email: email };
      await addComment(comment);
      toast.success(COMMENT_PENDING);
      setContent('');
      setProblem(null);
    },
    {
      onFailure: (error) => {
        toast.error(COMMENT_FAILED);
        // What to change, or how long to wait (too many comments), stays in the form by the text.
        const told = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setProblem(told ? error.message : null);
      },
    },
  );

  return (
    <form className="form comment-form" onSubmit={submit} aria-labelledby="comment-form-title">
      <h2 id="comment-form-title">Leave a comment</h2>
      {user ? (
        <p className="muted">Commenting as {user.name}.</p>
      ) : (
        <>
          <Field
            label="Name"
            name="author"
            autoComplete="name"
            required
            value={author}
            onChange={(e) => setAuthor(e.target.value)}
          />
          <Field
            label="Email"
            name="author_email"
            type="email"
            autoComplete="email"
            required
            hint="Never shown on the site."
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </>
      )}
      <div className="field">
        <label htmlFor="comment-content">Comment</label>
        <textarea
          id="comment-content"
          name="content"
          rows={5}
          required
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <p className="muted">Comments appear once a moderator has approved them.</p>
      <FormError message={problem} />
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Posting…' : 'Post comment'}
      </button>
    </form>
  );
}
