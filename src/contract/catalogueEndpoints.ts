/**
 * The public catalogue's calls (docs/API.md, "The catalogue"): courses, their pages and preview
 * lessons, bundles and products. Paths are absolute from the API host.
 */
export const catalogueEndpoints = {
  courses: { method: 'GET', path: '/api/catalogue/courses' },
  filters: { method: 'GET', path: '/api/catalogue/filters' },
  course: { method: 'GET', path: '/api/catalogue/courses/:slug' },
  previewLesson: { method: 'GET', path: '/api/catalogue/courses/:slug/lessons/:lessonId' },
  instructor: { method: 'GET', path: '/api/catalogue/instructors/:slug' },
  bundles: { method: 'GET', path: '/api/catalogue/bundles' },
  bundle: { method: 'GET', path: '/api/catalogue/bundles/:slug' },
  products: { method: 'GET', path: '/api/catalogue/products' },
  product: { method: 'GET', path: '/api/catalogue/products/:slug' },
} as const;
