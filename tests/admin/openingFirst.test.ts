import { describe, expect, it } from 'vitest';
import { resourcesInMenuOrder } from '../../admin/layout/menuGroups';
import { openingFirst, openingGroups } from '../../admin/prefetch/openingFirst';
import { routeOfPath } from '../../admin/table/resourceByRoute';
import { allResources } from '../../src/resources';

const routes = (pathname: string) => openingFirst(pathname).map((resource) => resource.route);

describe('the order the console asks for its lists', () => {
  it("puts the page's own list first, then the menu's order", () => {
    const order = routes('/dashboard/admin/coupons/7');
    expect(order[0]).toBe('coupons');
    expect(order.slice(1)).toEqual(
      resourcesInMenuOrder(allResources)
        .map((resource) => resource.route)
        .filter((route) => route !== 'coupons'),
    );
  });

  it("puts the menu's first list first where /dashboard/admin lands", () => {
    expect(routes('/dashboard/admin')[0]).toBe(resourcesInMenuOrder(allResources)[0].route);
  });

  it('asks for every list exactly once', () => {
    expect([...routes('/dashboard/admin/tips')].sort()).toEqual(allResources.map((r) => r.route).sort());
  });
});

describe('the groups the console asks for its lists in', () => {
  const keys = (group: { key: string }[]) => group.map((resource) => resource.key);

  it('asks for the opened list with the lists its columns refer to, then for all the others', () => {
    const [first, rest] = openingGroups(openingFirst('/dashboard/admin/courses'));
    expect(keys(first)[0]).toBe('courses');
    expect(keys(first).slice(1).sort()).toEqual(['course_categories', 'course_levels', 'instructors'].sort());
    expect([...keys(first), ...keys(rest)].sort()).toEqual(allResources.map((r) => r.key).sort());
  });

  it('asks for a list that refers to none on its own', () => {
    const [first, rest] = openingGroups(openingFirst('/dashboard/admin/tips'));
    expect(keys(first)).toEqual(['tips']);
    expect(rest).toHaveLength(allResources.length - 1);
  });
});

describe('the resource a console path belongs to', () => {
  it('is the longest route the path lies under', () => {
    expect(routeOfPath('/dashboard/admin/courses/course-levels/3')).toBe('courses/course-levels');
    expect(routeOfPath('/dashboard/admin/courses/12')).toBe('courses');
    expect(routeOfPath('/dashboard/admin/courses')).toBe('courses');
  });

  it('is none outside the resources', () => {
    expect(routeOfPath('/dashboard/admin')).toBeUndefined();
    expect(routeOfPath('/dashboard/admin/coursesx')).toBeUndefined();
    expect(routeOfPath('/dashboard')).toBeUndefined();
  });
});
