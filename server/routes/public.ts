import type { FastifyInstance } from 'fastify';
import { publicEndpoints, studentEndpoints } from '../../src/contract/endpoints';
import { getResource } from '../../src/resources';
import { currentSession } from '../auth/sessions';
import { RATE_LIMITS, type RateLimit, callerOf, countRequest, tooManyAttempts } from '../auth/throttle';
import { loose } from '../db/schema';
import { notFound } from '../errors';
import { parseListOptions } from '../records/listOptions';
import { listRecords } from '../records/listQuery';
import { createRecord } from '../records/store';
import { isObject } from '../records/validation';
import { fromRow } from '../records/wire';
import { shownHtml } from '../records/shownHtml';
import { bodyId } from './ids';
import { withCourseNames, withPostNames } from './student/names';
import { actorOf, jsonBody, wrapped } from './student/request';

const blogs = getResource('blogs');
const comments = getResource('blog_comments');
const courses = getResource('courses');
const faqs = getResource('faqs');
const tips = getResource('tips');

export const COMMENT_PENDING = 'Comment is pending for approval!';

const PUBLISHED = 'published';
const HOME_COURSES = 6;
const HOME_POSTS = 3;

/** A text the visitor actually typed, else undefined so a default applies. */
const typed = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const queryOf = (query: unknown): Record<string, unknown> => (isObject(query) ? query : {});

/**
 * The public site's calls (docs/API.md "Public and student calls"): what anyone may read, and
 * the comment form. Only published posts and courses, approved comments and active FAQs leave
 * the server; the client chooses the page and the search, never the filter.
 */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  const publishedPost = async (id: number) => {
    const row = await loose(db)
      .selectFrom('blogs')
      .selectAll()
      .where('id', '=', id)
      .where('post_status', '=', PUBLISHED)
      .executeTakeFirst();
    if (!row) throw notFound('Blog');
    return fromRow(blogs, row);
  };

  app.get(studentEndpoints.home.path, async () => {
    const [courseRows, posts, tip] = await Promise.all([
      loose(db)
        .selectFrom('courses')
        .selectAll()
        .where('status', '=', PUBLISHED)
        .where('featured', '=', 1)
        .orderBy('id')
        .limit(HOME_COURSES)
        .execute(),
      listRecords(db, blogs, {
        ...parseListOptions(blogs, { per_page: HOME_POSTS }),
        filter: { post_status: PUBLISHED },
      }),
      loose(db).selectFrom('tips').selectAll().where('featured', '=', 1).orderBy('id').executeTakeFirst(),
    ]);
    return {
      featured_courses: await withCourseNames(
        db,
        courseRows.map((row) => fromRow(courses, row)),
      ),
      latest_posts: await withPostNames(db, posts.data),
      featured_tip: tip ? fromRow(tips, tip) : null,
    };
  });

  app.get(studentEndpoints.blogPosts.path, async (request) => {
    const query = queryOf(request.query);
    const page = await listRecords(db, blogs, {
      ...parseListOptions(blogs, { page: query.page, per_page: query.per_page, q: query.q }),
      filter: { post_status: PUBLISHED },
    });
    return { ...page, data: await withPostNames(db, page.data) };
  });

  app.get<{ Params: { id: string } }>(studentEndpoints.blogPost.path, async (request) => {
    const post = await publishedPost(bodyId('id', request.params.id));
    const [named] = await withPostNames(db, [post]);
    return { data: named };
  });

  app.get<{ Params: { postId: string } }>(publicEndpoints.postComments.path, async (request) => {
    const postId = bodyId('postId', request.params.postId);
    await publishedPost(postId);
    const rows = await loose(db)
      .selectFrom('blog_comments')
      .select(['id', 'post_id', 'author', 'content', 'created_at'])
      .where('post_id', '=', postId)
      .where('approve_status', '=', 'approved')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    // Only what the page shows: never the commenter's email or account.
    return {
      data: rows.map((row) => ({
        id: Number(row.id),
        post_id: Number(row.post_id),
        author: row.author,
        content: row.content,
        created_at: row.created_at,
      })),
    };
  });

  app.post(publicEndpoints.addComment.path, async (request, reply) => {
    const comment = wrapped(jsonBody(request), 'comment');
    const session = await currentSession(app.ctx, request);
    // Every attempt counts, refused ones too: posting is throttled per address and per account.
    const limits: [string, RateLimit][] = [
      [`comment-address:${callerOf(request.ip)}`, RATE_LIMITS.commentAddress],
    ];
    if (session) limits.push([`comment-user:${session.user.id}`, RATE_LIMITS.commentUser]);
    const wait = await countRequest(db, limits);
    if (wait > 0) throw tooManyAttempts(wait, 'comments');
    const postId = bodyId('post_id', comment.post_id);
    await publishedPost(postId);
    // A signed-in student comments as themselves unless they give another display name.
    const input = {
      post_id: postId,
      content: comment.content,
      author: typed(comment.author) ?? session?.user.name,
      author_email: typed(comment.author_email) ?? session?.user.email,
      user_id: session?.user.id ?? null,
    };
    const saved = await createRecord(db, comments, input, {
      only: ['post_id', 'content', 'author', 'author_email', 'user_id'],
      actor: actorOf(request, session?.user.id ?? null),
    });
    reply.code(201);
    return { data: saved, message: COMMENT_PENDING };
  });

  app.get(studentEndpoints.courses.path, async (request) => {
    const query = queryOf(request.query);
    const page = await listRecords(db, courses, {
      ...parseListOptions(courses, { page: query.page, per_page: query.per_page, q: query.q }),
      filter: { status: PUBLISHED },
    });
    return { ...page, data: await withCourseNames(db, page.data) };
  });

  app.get(studentEndpoints.faqs.path, async () => {
    const rows = await loose(db)
      .selectFrom('faqs')
      .selectAll()
      .where('status', '=', 'active')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return {
      data: rows.map((row) => ({ ...fromRow(faqs, row), answer: shownHtml(String(row.answer ?? '')) })),
    };
  });
}
