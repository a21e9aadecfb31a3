import { catalogueEndpoints } from '../../src/contract/catalogueEndpoints';
import { pathWith, request } from './client';
import type {
  Bundle,
  BundleDetail,
  CatalogueFilters,
  CataloguePage,
  CourseDetail,
  InstructorPage,
  PreviewLesson,
  Product,
  ProductDetail,
} from '../../src/contract/catalogueTypes';

/** The public catalogue: courses, bundles and products as the shop shows them. */

export type CatalogueSearch = Readonly<Record<string, string | number | undefined>>;

export const fetchCatalogue = (search: CatalogueSearch, signal?: AbortSignal): Promise<CataloguePage> =>
  request<CataloguePage>(catalogueEndpoints.courses.path, { query: search, signal });

export const fetchCatalogueFilters = (signal?: AbortSignal): Promise<CatalogueFilters> =>
  request<CatalogueFilters>(catalogueEndpoints.filters.path, { signal });

const data = async <T>(path: string, signal?: AbortSignal): Promise<T> =>
  (await request<{ data: T }>(path, { signal })).data;

export const fetchCourse = (slug: string, signal?: AbortSignal) =>
  data<CourseDetail>(pathWith(catalogueEndpoints.course.path, { slug }), signal);

export const fetchPreviewLesson = (slug: string, lessonId: string, signal?: AbortSignal) =>
  data<PreviewLesson>(pathWith(catalogueEndpoints.previewLesson.path, { slug, lessonId }), signal);

export const fetchBundles = (signal?: AbortSignal) => data<Bundle[]>(catalogueEndpoints.bundles.path, signal);

export const fetchBundle = (slug: string, signal?: AbortSignal) =>
  data<BundleDetail>(pathWith(catalogueEndpoints.bundle.path, { slug }), signal);

export const fetchProducts = (signal?: AbortSignal) =>
  data<Product[]>(catalogueEndpoints.products.path, signal);

export const fetchProduct = (slug: string, signal?: AbortSignal) =>
  data<ProductDetail>(pathWith(catalogueEndpoints.product.path, { slug }), signal);

export const fetchInstructor = (slug: string, signal?: AbortSignal) =>
  data<InstructorPage>(pathWith(catalogueEndpoints.instructor.path, { slug }), signal);
