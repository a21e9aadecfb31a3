import { describe, expect, it } from 'vitest';
import { isActiveLink, isAdminPath, studentLinks } from '../../student/layout/navLinks';

describe('the active-link rule', () => {
  it('marks a link active when the path equals its target', () => {
    expect(isActiveLink('/dashboard/orders', '/dashboard/orders')).toBe(true);
    expect(isActiveLink('/', '/')).toBe(true);
  });

  it('does not mark a parent active on a child page', () => {
    expect(isActiveLink('/dashboard', '/dashboard/orders')).toBe(false);
    expect(isActiveLink('/', '/dashboard')).toBe(false);
  });

  it('does not mark a link active on a page that merely starts with the same letters', () => {
    expect(isActiveLink('/dashboard/faq', '/dashboard/faqs')).toBe(false);
  });

  it('treats a trailing slash as the same page', () => {
    expect(isActiveLink('/dashboard', '/dashboard/')).toBe(true);
  });
});

describe('the student links', () => {
  it('are Home, Courses, Dashboard, Enrolled Courses, Orders and Help for a student', () => {
    expect(studentLinks(1).map((l) => l.label)).toEqual([
      'Home',
      'Courses',
      'Dashboard',
      'Enrolled Courses',
      'Orders',
      'Help',
    ]);
  });

  it('add Admin, to the console loaded as a page of its own, for any role but student', () => {
    expect(studentLinks(2).at(-1)).toEqual({ label: 'Admin', to: '/dashboard/admin', reloadDocument: true });
    expect(studentLinks(3).map((l) => l.label)).toContain('Admin');
  });
});

describe('the admin-path rule', () => {
  it('claims any path containing "admin"', () => {
    expect(isAdminPath('/dashboard/admin')).toBe(true);
    expect(isAdminPath('/dashboard/admin/blogs/categories')).toBe(true);
    expect(isAdminPath('/dashboard/orders')).toBe(false);
  });
});
