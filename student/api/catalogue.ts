import { publicEndpoints, studentEndpoints } from '../../src/contract/endpoints';
import { pathWith, request } from './client';
import type { BlogPost, Faq, HomeContent, NewComment, Paged, PostComment } from './types';

/** The public side: what a visitor can read without signing in, and the comment form. */

export const fetchHome = (signal?: AbortSignal): Promise<HomeContent> =>
  request<HomeContent>(studentEndpoints.home.path, { signal });

export const fetchBlogPosts = (page: number, signal?: AbortSignal): Promise<Paged<BlogPost>> =>
  request<Paged<BlogPost>>(studentEndpoints.blogPosts.path, { query: { page }, signal });

export async function fetchBlogPost(id: number, signal?: AbortSignal): Promise<BlogPost> {
  const { data } = await request<{ data: BlogPost }>(pathWith(studentEndpoints.blogPost.path, { id }), {
    signal,
  });
  return data;
}

export async function fetchPostComments(postId: number, signal?: AbortSignal): Promise<PostComment[]> {
  const { data } = await request<{ data: PostComment[] }>(
    pathWith(publicEndpoints.postComments.path, { postId }),
    { host: 'blog', signal },
  );
  return data;
}

export async function addComment(comment: NewComment): Promise<string | undefined> {
  const { message } = await request<{ data: PostComment; message?: string }>(
    publicEndpoints.addComment.path,
    {
      body: { comment },
    },
  );
  return message;
}

export async function fetchFaqs(signal?: AbortSignal): Promise<Faq[]> {
  const { data } = await request<{ data: Faq[] }>(studentEndpoints.faqs.path, { signal });
  return data;
}
