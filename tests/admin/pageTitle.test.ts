import { describe, expect, it } from 'vitest';
import { tableI18nProvider } from '../../admin/i18n/tableI18nProvider';
import { consolePageOf, pageTitle } from '../../admin/layout/pageTitle';

const titleOf = (path: string, recordName?: string) => pageTitle(consolePageOf(path), recordName);

describe("the console's tab titles", () => {
  it('name the dashboard, a list by its resource in the plural, and a create page', () => {
    expect(titleOf('/dashboard/admin')).toBe('Dashboard · MindWell Academy admin');
    expect(titleOf('/dashboard/admin/')).toBe('Dashboard · MindWell Academy admin');
    expect(titleOf('/dashboard/admin/courses')).toBe('Courses · MindWell Academy admin');
    expect(titleOf('/dashboard/admin/orders')).toBe('Orders · MindWell Academy admin');
    expect(titleOf('/dashboard/admin/courses/create')).toBe('Create course · MindWell Academy admin');
  });

  it('name a nested route by its own resource, not the one it lies under', () => {
    expect(titleOf('/dashboard/admin/courses/course-levels')).toBe('Course Levels · MindWell Academy admin');
    expect(titleOf('/dashboard/admin/blogs/categories/create')).toBe(
      'Create blog category · MindWell Academy admin',
    );
  });

  it('name an edit page after its record once it is loaded, keeping a name in capitals', () => {
    expect(titleOf('/dashboard/admin/courses/7')).toBe('Edit course · MindWell Academy admin');
    expect(titleOf('/dashboard/admin/courses/7', 'Calm Mind')).toBe(
      "Edit course 'Calm Mind' · MindWell Academy admin",
    );
    expect(titleOf('/dashboard/admin/faqs/2', 'How do I pay?')).toBe(
      "Edit FAQ 'How do I pay?' · MindWell Academy admin",
    );
  });

  it('name a record represented by its id by its number', () => {
    expect(titleOf('/dashboard/admin/orders/12/show', '12')).toBe('Order #12 · MindWell Academy admin');
  });

  it("name a record's history after the record", () => {
    expect(titleOf('/dashboard/admin/orders/12/history')).toBe(
      'History of order #12 · MindWell Academy admin',
    );
    expect(titleOf('/dashboard/admin/courses/course-tags/3/history')).toBe(
      'History of course tag #3 · MindWell Academy admin',
    );
  });

  it('say so of an address the console does not have', () => {
    expect(titleOf('/dashboard/admin/nowhere')).toBe('Page not found · MindWell Academy admin');
  });
});

describe("a sortable column's hint", () => {
  const translate = tableI18nProvider().translate;

  it('keeps a name in capitals: "Sort by ID", not "Sort by iD"', () => {
    expect(translate('ra.sort.sort_by', { field: 'ID', field_lower_first: 'iD', order: 'ascending' })).toBe(
      'Sort by ID ascending',
    );
  });

  it('lower-cases an ordinary name, as react-admin does', () => {
    expect(
      translate('ra.sort.sort_by', { field: 'Title', field_lower_first: 'title', order: 'descending' }),
    ).toBe('Sort by title descending');
  });
});

describe("a record page's heading", () => {
  const translate = tableI18nProvider().translate;

  it('names a record represented by its id by its number: "Order #12", not "Order"', () => {
    expect(translate('ra.page.show', { name: 'Order', id: 12, recordRepresentation: '' })).toBe('Order #12');
  });

  it('names a record by its representation otherwise, as react-admin does', () => {
    expect(translate('ra.page.edit', { name: 'Course', id: 3, recordRepresentation: 'Calm Mind' })).toBe(
      'Course Calm Mind',
    );
  });
});
