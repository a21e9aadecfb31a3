import { ADMIN_ROOT } from '../../src/resources/paths';
import { ROLE_STUDENT } from '../../src/resources/roles';

export interface NavLinkDef {
  label: string;
  to: string;
  /** A page of the other app (the console): loaded from the server, not by the site's router. */
  reloadDocument?: true;
}

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * docs/legacy-api.md §2: a link is active when the current path equals its target, exactly; `/dashboard`
 * is not active on `/dashboard/orders`. A trailing slash does not make a different page.
 */
export const isActiveLink = (target: string, pathname: string): boolean =>
  trimSlash(target) === trimSlash(pathname);

/** docs/legacy-api.md §2: the signed-in bar; Admin only for a role other than student. */
export function studentLinks(roleId: number): NavLinkDef[] {
  const links: NavLinkDef[] = [
    { label: 'Home', to: '/' },
    { label: 'Courses', to: '/courses' },
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Enrolled Courses', to: '/dashboard/courses' },
    { label: 'Orders', to: '/dashboard/orders' },
    { label: 'Help', to: '/dashboard/faq' },
  ];
  if (roleId !== ROLE_STUDENT) links.push({ label: 'Admin', to: ADMIN_ROOT, reloadDocument: true });
  return links;
}

/** A visitor's bar: the public pages and the way in. */
export const visitorLinks: readonly NavLinkDef[] = [
  { label: 'Home', to: '/' },
  { label: 'Courses', to: '/courses' },
  { label: 'About Us', to: '/about' },
  { label: 'Blog', to: '/blog' },
];

/** docs/legacy-api.md §2: any path containing 'admin' belongs to the console, with no bar and no footer. */
export const isAdminPath = (pathname: string): boolean => pathname.includes('admin');
