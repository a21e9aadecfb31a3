/** The two apps' pages in the front end's build: the student site's, and the console's (its own build). */
export const STUDENT_PAGE = 'index.html';
export const CONSOLE_PAGE = 'admin/index.html';
/** The student site's server renderer (student/ssr/renderPage.tsx), built by `vite build --mode server`. */
export const PAGE_RENDERER = 'server/renderPage.js';
