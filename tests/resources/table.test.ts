import { describe, expect, it } from 'vitest';
import {
  allResources,
  checkTable,
  offeredResources,
  resolveMessages,
  resolveRedirect,
  type ResourceDef,
} from '../../src/resources';
import { addedAdminCalls, callsOf, isLegacyResource, specAdminCalls } from '../fixtures/specCalls';

const tableCalls = (table: readonly ResourceDef[]): string[] => table.flatMap(callsOf);

describe('the resource table', () => {
  it('declares the 28 resources of docs/legacy-api.md, and the ones docs/API.md adds', () => {
    expect(allResources.filter(isLegacyResource)).toHaveLength(28);
    // The others make none of the legacy calls.
    const added = allResources.filter((r) => !isLegacyResource(r));
    for (const call of tableCalls(added)) expect(specAdminCalls, call).not.toContain(call);
  });

  it('marks as an extension exactly the resources docs/legacy-api.md lacks', () => {
    const keysOf = (table: readonly ResourceDef[]) => table.map((resource) => resource.key);
    expect(keysOf(allResources.filter((resource) => resource.extension))).toEqual(
      keysOf(allResources.filter((resource) => !isLegacyResource(resource))),
    );
    expect(keysOf(offeredResources(allResources, false))).toEqual(
      keysOf(allResources.filter(isLegacyResource)),
    );
  });

  it('passes every check', () => {
    expect(checkTable(allResources)).toEqual([]);
  });

  it('holds every admin call of docs/legacy-api.md §7 exactly once, and no other but those docs/API.md adds', () => {
    const calls = tableCalls(allResources);
    for (const call of specAdminCalls) {
      expect(
        calls.filter((c) => c === call),
        `${call} appears once`,
      ).toHaveLength(1);
    }
    expect([...calls].sort()).toEqual([...specAdminCalls, ...addedAdminCalls(allResources)].sort());
  });

  it('gives the docs/legacy-api.md admin routes as redirect targets', () => {
    const routes = allResources.map((r) => r.route);
    for (const route of [
      'awarding-bodies',
      'blogs/categories',
      'blogs/blog-comments',
      'certificate-level',
      'exam',
      'topic-type',
      'transcript',
      'coupons',
      'courses/course-tags',
      'faqs',
      'orders',
    ])
      expect(routes).toContain(route);
  });

  it('keeps coupons, courses, course tags and FAQs on the form after a save', () => {
    for (const key of ['coupons', 'courses', 'course_tags', 'faqs']) {
      const rule = resolveRedirect(allResources.find((r) => r.key === key) as ResourceDef);
      expect(rule.afterCreate, key).toBe(false);
      expect(rule.afterUpdate, key).toBe(false);
    }
  });

  it('sends a lesson delete back to the list and keeps every other delete in place', () => {
    for (const r of allResources)
      expect(resolveRedirect(r).afterDelete, r.key).toBe(r.key === 'lessons' ? 'list' : false);
  });

  it('names course category toasts after course categories, not awarding bodies', () => {
    const messages = resolveMessages(allResources.find((r) => r.key === 'course_categories') as ResourceDef);
    expect(messages.created).toBe('Course Category successfully created!');
  });
});

describe('the table checks', () => {
  const base = allResources.find((r) => r.key === 'certificate_levels') as ResourceDef;

  it('name the entry whose reference points nowhere', () => {
    const broken = {
      ...base,
      fields: [{ name: 'x_id', kind: 'reference', reference: 'nope' }],
    } as unknown as ResourceDef;
    expect(checkTable([...allResources.filter((r) => r !== base), broken])).toContain(
      'certificate_levels: field "x_id" references "nope", which is not a resource',
    );
  });

  it('name a field that names an upload kind without being a file field', () => {
    const broken = {
      ...base,
      fields: [...base.fields, { name: 'clip', kind: 'url', upload: 'media' }],
    } as unknown as ResourceDef;
    expect(checkTable([...allResources.filter((r) => r !== base), broken])).toContain(
      'certificate_levels: field "clip" names an upload kind but is not a file field',
    );
  });

  it('name both entries that share an admin route', () => {
    const twin = {
      ...base,
      key: 'twin',
      endpoints: {
        list: { method: 'GET', path: 'twin', paging: 'none' },
        create: { method: 'POST', path: 'twin/c' },
        update: { method: 'POST', path: 'twin/u' },
      },
    } as unknown as ResourceDef;
    expect(checkTable([...allResources, twin])).toContain(
      'twin: route "certificate-level" is also the route of certificate_levels',
    );
  });

  it('name the entry that declares a call twice', () => {
    const twin = { ...base, key: 'twin', route: 'twin' } as unknown as ResourceDef;
    const problems = checkTable([...allResources, twin]);
    expect(problems).toContain('twin: list call "GET certificate-levels" is also certificate_levels list');
  });

  it('name the entry put in order within a field that is no required reference, or without places', () => {
    const lessons = allResources.find((r) => r.key === 'lessons') as ResourceDef;
    const broken = { ...lessons, orderedWithin: 'topic_id' } as ResourceDef;
    const unplaced = { ...base, orderedWithin: 'title' } as ResourceDef;
    const others = allResources.filter((r) => r !== lessons && r !== base);
    const problems = checkTable([...others, broken, unplaced]);
    expect(problems).toContain('lessons: orderedWithin "topic_id" is not a required reference');
    expect(problems).toContain('certificate_levels: orderedWithin needs an integer field "sort_order"');
  });

  it('name the field filtered by range that is no date', () => {
    const ranged = {
      ...base,
      fields: base.fields.map((field) => ({ ...field, filterable: 'range' as const })),
    } as ResourceDef;
    const problems = checkTable([...allResources.filter((r) => r !== base), ranged]);
    expect(problems).toContain(
      `certificate_levels: field "${base.fields[0].name}" is filtered by range but is no date`,
    );
  });
});
