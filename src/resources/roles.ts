/**
 * The users' roles (`role_id`). A module of their own: the student site's first page needs them,
 * and importing them from fields.ts kept its field constructors in that page's code.
 */
export const ROLE_STUDENT = 1;
export const ROLE_ADMIN = 2;
