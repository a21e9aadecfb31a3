/**
 * The calls outside the admin table (docs/legacy-api.md §7 "Public and student calls" and "Admin
 * authentication"), plus the student sign-in and catalogue calls the student site needs.
 * Paths are absolute from the API host, except `postComments`, which is on the blog host.
 */
export const publicEndpoints = {
  postComments: { method: 'GET', path: '/post_comments/:postId', host: 'blog' },
  addComment: { method: 'POST', path: '/api/add_comment' },
  getNotes: { method: 'GET', path: '/api/get_notes' },
  addNote: { method: 'POST', path: '/api/add_note' },
  deleteNote: { method: 'POST', path: '/api/delete_a_note' },
  updateNote: { method: 'POST', path: '/api/update_a_note' },
} as const;

export const authEndpoints = {
  adminToken: { method: 'GET', path: '/api/getTokenForAdmin' },
  user: { method: 'GET', path: '/api/user' },
  adminLogin: { method: 'POST', path: '/api/admin/login' },
  logout: { method: 'GET', path: '/api/logout' },
  // Not in docs/legacy-api.md: the student site signs out with a POST; the GET acts only for a script.
  signOut: { method: 'POST', path: '/api/logout' },
  // Not in docs/legacy-api.md: the student site signs in and registers on its own.
  login: { method: 'POST', path: '/api/login' },
  register: { method: 'POST', path: '/api/register' },
} as const;

/**
 * Marks a call as made by the product's own script: the server acts on `GET /api/logout` only
 * then (no image, frame or link can send it).
 */
export const SCRIPT_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** What the student site reads and changes beyond docs/legacy-api.md. */
export const studentEndpoints = {
  home: { method: 'GET', path: '/api/home' },
  blogPosts: { method: 'GET', path: '/api/blogs' },
  blogPost: { method: 'GET', path: '/api/blogs/:id' },
  courses: { method: 'GET', path: '/api/courses' },
  faqs: { method: 'GET', path: '/api/faqs' },
  topics: { method: 'GET', path: '/api/topics' },
  myCourses: { method: 'GET', path: '/api/my/courses' },
  myOrders: { method: 'GET', path: '/api/my/orders' },
  updateProfile: { method: 'POST', path: '/api/profile' },
  changePassword: { method: 'POST', path: '/api/profile/password' },
  uploadAvatar: { method: 'POST', path: '/api/profile/picture' },
  // The course player: a course's syllabus with the caller's progress, one lesson, marking it
  // complete, pausing and resuming the course.
  learnCourse: { method: 'GET', path: '/api/learn/:slug' },
  learnLesson: { method: 'GET', path: '/api/learn/:slug/lessons/:lessonId' },
  completeLesson: { method: 'POST', path: '/api/learn/:slug/lessons/:lessonId/complete' },
  pauseCourse: { method: 'POST', path: '/api/learn/:slug/pause' },
  resumeCourse: { method: 'POST', path: '/api/learn/:slug/resume' },
  supportLines: { method: 'GET', path: '/api/support-lines' },
} as const;

/** Ways back into an account, and the account's own data (docs/API.md, "Accounts"). */
export const accountEndpoints = {
  forgotPassword: { method: 'POST', path: '/api/password/forgot' },
  checkResetLink: { method: 'POST', path: '/api/password/reset/check' },
  resetPassword: { method: 'POST', path: '/api/password/reset' },
  account: { method: 'GET', path: '/api/account' },
  verifyEmail: { method: 'POST', path: '/api/account/verify-email' },
  resendVerification: { method: 'POST', path: '/api/account/verify-email/resend' },
  changeEmail: { method: 'POST', path: '/api/account/email' },
  exportData: { method: 'GET', path: '/api/account/export' },
  closeAccount: { method: 'POST', path: '/api/account/close' },
} as const;

/** Files uploaded from the console: multipart, one file, answered with `{data: {url}}`. */
export const uploadEndpoint = { method: 'POST', path: '/api/admin/uploads' } as const;
