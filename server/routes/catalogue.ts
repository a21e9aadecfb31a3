import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueEndpoints } from '../../src/contract/catalogueEndpoints';
import { ROLE_ADMIN } from '../../src/resources/roles';
import { currentSession } from '../auth/sessions';
import { type Viewer, coursePage } from '../catalogue/coursePage';
import { listCatalogueCourses } from '../catalogue/courseList';
import { catalogueFilters } from '../catalogue/filters';
import { parseCatalogueQuery } from '../catalogue/params';
import { instructorPage } from '../catalogue/instructors';
import { previewLesson } from '../catalogue/previewLesson';
import { bundlePage, listBundles, listProducts, productPage } from '../catalogue/shop';
import { bodyId } from './ids';

type Slug = { Params: { slug: string } };

/**
 * The public catalogue (docs/API.md, "The catalogue"): anyone may read it; a signed-in student
 * also learns whether they are enrolled, and an admin may open a draft course.
 */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  const viewerOf = async (request: FastifyRequest): Promise<Viewer | null> => {
    const session = await currentSession(app.ctx, request);
    return session ? { userId: session.user.id, isAdmin: session.user.role_id === ROLE_ADMIN } : null;
  };

  app.get(catalogueEndpoints.courses.path, async (request) =>
    listCatalogueCourses(db, parseCatalogueQuery(request.query)),
  );

  app.get(catalogueEndpoints.filters.path, async () => catalogueFilters(db));

  app.get<Slug>(catalogueEndpoints.course.path, async (request, reply) => {
    const page = await coursePage(db, request.params.slug, await viewerOf(request));
    // What the page says depends on who asks (enrolled, drafts): never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return { data: page };
  });

  app.get<{ Params: { slug: string; lessonId: string } }>(
    catalogueEndpoints.previewLesson.path,
    async (request) => ({
      data: await previewLesson(
        db,
        request.params.slug,
        bodyId('lessonId', request.params.lessonId),
        await viewerOf(request),
      ),
    }),
  );

  app.get<Slug>(catalogueEndpoints.instructor.path, async (request) => ({
    data: await instructorPage(db, request.params.slug),
  }));

  app.get(catalogueEndpoints.bundles.path, async () => ({ data: await listBundles(db) }));
  app.get<Slug>(catalogueEndpoints.bundle.path, async (request) => ({
    data: await bundlePage(db, request.params.slug),
  }));
  app.get(catalogueEndpoints.products.path, async () => ({ data: await listProducts(db) }));
  app.get<Slug>(catalogueEndpoints.product.path, async (request) => ({
    data: await productPage(db, request.params.slug),
  }));
}
