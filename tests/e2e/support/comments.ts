import type { AdminApi } from './api';

export interface Comment {
  id: number;
  approve_status: string;
}

/** The demo blog post the suite's comments are left on. */
const POST_ID = 4;

/** A reader's comment on a demo post, pending as every new one is; the address is made from the name. */
export function leaveComment(api: AdminApi, author: string, content: string): Promise<Comment> {
  const address = author.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return api.create<Comment>('blog_comments', {
    author,
    author_email: `${address}@e2e.test`,
    content,
    post_id: POST_ID,
  });
}
