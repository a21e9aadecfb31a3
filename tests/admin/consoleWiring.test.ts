import { describe, expect, it } from 'vitest';
import { actionFailureText, offersSelect, valueButtonLabel } from '../../admin/actions/actionLabels';
import { fieldMessagesOf, serverMessageOf } from '../../admin/feedback/errorText';
import { tableI18nProvider } from '../../admin/i18n/tableI18nProvider';
import { groupResources, OTHER_GROUP } from '../../admin/layout/menuGroups';
import { resourceIcons } from '../../admin/layout/resourceIcons';
import { recordPage } from '../../admin/table/recordPage';
import { allResources, getResource, MENU_GROUPS, type ResourceDef } from '../../src/resources';

describe('the menu', () => {
  it('has an icon for every icon the table names', () => {
    for (const resource of allResources) expect(resourceIcons[resource.icon], resource.key).toBeDefined();
  });

  it('places every resource in exactly one group', () => {
    const grouped = groupResources(allResources);
    const keys = grouped.flatMap((group) => group.resources.map((resource) => resource.key));
    expect([...keys].sort()).toEqual(allResources.map((resource) => resource.key).sort());
    expect(grouped.map((group) => group.title)).toEqual([...MENU_GROUPS]);
  });

  it('puts a resource no group names under "Other", so it is never unreachable', () => {
    const extra: ResourceDef = {
      ...getResource('tips'),
      key: 'podcasts',
      route: 'podcasts',
      menu: undefined,
    };
    const grouped = groupResources([...allResources, extra]);
    expect(grouped.at(-1)).toEqual({ title: OTHER_GROUP, resources: [extra] });
  });
});

describe('resource names', () => {
  const i18n = tableI18nProvider();

  it('come from the table, singular for one and plural for many', () => {
    expect(i18n.translate('resources.blogs/categories.name', { smart_count: 1 })).toBe('Blog Category');
    expect(i18n.translate('resources.blogs/categories.name', { smart_count: 2 })).toBe('Blog Categories');
  });

  it("leave react-admin's own messages alone", () => {
    expect(i18n.translate('ra.action.save')).toBe('Save');
  });
});

describe('action controls', () => {
  const approve = getResource('blog_comments').actions?.[0];
  const feature = getResource('tips').actions?.[0];
  const changeRole = getResource('users').actions?.[0];

  it('label each value with a verb, or use the action label for a single value', () => {
    if (!approve || !feature) throw new Error('the table lost its actions');
    expect(valueButtonLabel(approve, undefined, 'approved')).toBe('Approve');
    expect(valueButtonLabel(approve, undefined, 'rejected')).toBe('Reject');
    expect(valueButtonLabel(feature, undefined, 1)).toBe('Make featured');
  });

  it('offer a select for values with names of their own (roles)', () => {
    if (!changeRole || !approve) throw new Error('the table lost its actions');
    const role = getResource('users').fields.find((field) => field.name === 'role_id');
    expect(offersSelect(changeRole, role)).toBe(true);
    expect(
      offersSelect(
        approve,
        getResource('blog_comments').fields.find((f) => f.name === 'approve_status'),
      ),
    ).toBe(false);
  });

  it("toast the server's message, else the action's own failure text", () => {
    if (!approve) throw new Error('the table lost its actions');
    expect(actionFailureText(approve, 'Comment not found')).toBe('Comment not found');
    expect(actionFailureText(approve, undefined)).toBe('Comment status could not be changed');
    expect(actionFailureText({ ...approve, failure: null }, 'anything')).toBeNull();
  });
});

describe("reading a refused call's error", () => {
  it("takes the server's message from the answer", () => {
    expect(
      serverMessageOf({ message: 'Validation failed', status: 422, body: { message: 'Title taken' } }),
    ).toBe('Title taken');
  });

  it("takes the network's own text when no answer came", () => {
    expect(serverMessageOf({ message: 'Network Error', status: 0, body: null })).toBe('Network Error');
  });

  it('gives nothing for an answer without a message, so the fallback text shows', () => {
    expect(
      serverMessageOf({ message: 'Request failed with status code 500', status: 500, body: {} }),
    ).toBeUndefined();
  });

  it("lists one field's messages from the raw arrays", () => {
    const error = {
      body: { fieldErrors: { email: ['Taken.', 'Invalid.'] }, errors: { email: 'Taken. Invalid.' } },
    };
    expect(fieldMessagesOf(error, 'email')).toEqual(['Taken.', 'Invalid.']);
    expect(fieldMessagesOf(error, 'name')).toEqual([]);
  });
});

describe('the page a record opens on', () => {
  it('is the show page of a read-only resource and the edit page of one that can be updated', () => {
    expect(recordPage(getResource('orders'))).toBe('show');
    expect(recordPage(getResource('courses'))).toBe('edit');
  });

  it('is the show page of a resource whose records are made and deleted but never updated', () => {
    expect(recordPage(getResource('enrolments'))).toBe('show');
    const courses = getResource('courses');
    const frozen = { ...courses, endpoints: { ...courses.endpoints, update: undefined } } as ResourceDef;
    expect(recordPage(frozen)).toBe('show');
  });
});
