/** The two apps' pages in the front end's build: the student site's, and the console's (its own build). */
export const STUDENT_PAGE = 'index.html';
export const CONSOLE_PAGE = 'admin/index.html';
