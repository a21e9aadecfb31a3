import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getResource } from '../../src/resources';
import { AUDIT_ACTIONS } from '../../src/resources/auditActions';
import { fakeDataProvider } from './support/fakeProviders';
import { inRow } from './support/queries';
import { renderConsole } from './support/renderConsole';
import { sampleRecords } from './support/sampleRecords';

const AUDIT_LOG = '/dashboard/admin/audit-log';

const lastFilter = (dataProvider: ReturnType<typeof fakeDataProvider>) =>
  dataProvider.getList.mock.calls.filter(([resource]) => resource === 'audit-log').at(-1)?.[1].filter;

function auditLog() {
  const [entry] = sampleRecords(getResource('audit_log'), 1);
  return fakeDataProvider({ 'audit-log': [{ ...entry, action: 'record.update', resource: 'course_tags' }] });
}

async function addFilter(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add filter' }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name }));
  return user;
}

describe('the audit log’s filters', () => {
  it('names each entry’s resource as the menu does', async () => {
    renderConsole(AUDIT_LOG, { dataProvider: auditLog() });
    await screen.findByText('record.update');
    expect(await inRow('record.update').findByText('Course Tags')).toBeInTheDocument();
  });

  it('offers the resources by name in a select, and filters by the one chosen', async () => {
    const { dataProvider } = renderConsole(AUDIT_LOG, { dataProvider: auditLog() });
    await screen.findByText('record.update');
    const user = await addFilter('Resource');
    await user.click(await screen.findByRole('combobox', { name: 'Resource' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Blog Categories', 'Course Tags', 'Lessons', 'Users']));
    expect(options).not.toContain('course_tags');
    await user.click(screen.getByRole('option', { name: 'Course Tags' }));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ resource: 'course_tags' }));
  });

  it('offers every action the server records in a select, and shows only the entries of the one chosen', async () => {
    const [first, second, third] = sampleRecords(getResource('audit_log'), 3);
    const dataProvider = fakeDataProvider({
      'audit-log': [
        { ...first, action: 'record.update', resource: 'course_tags' },
        { ...second, action: 'login.success', resource: null },
        { ...third, action: 'record.update', resource: 'lessons' },
      ],
    });
    renderConsole(AUDIT_LOG, { dataProvider });
    await screen.findByText('login.success');
    expect(screen.getAllByText('record.update')).toHaveLength(2);
    const user = await addFilter('Action');
    await user.click(await screen.findByRole('combobox', { name: 'Action' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining([...AUDIT_ACTIONS]));
    await user.click(screen.getByRole('option', { name: 'login.success' }));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ action: 'login.success' }));
    await waitFor(() => expect(screen.queryByText('record.update')).not.toBeInTheDocument());
    const table = within(screen.getByRole('table'));
    // The header and the one entry.
    expect(table.getAllByRole('row')).toHaveLength(2);
    expect(table.getByText('login.success')).toBeInTheDocument();
  });

  it('filters by when, from one day, to another, or both', async () => {
    const { dataProvider } = renderConsole(AUDIT_LOG, { dataProvider: auditLog() });
    await screen.findByText('record.update');
    await addFilter('When');
    fireEvent.change(await screen.findByLabelText('When from'), { target: { value: '2031-05-01' } });
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ at: { gte: '2031-05-01' } }));
    fireEvent.change(screen.getByLabelText('When to'), { target: { value: '2031-05-31' } });
    await waitFor(() =>
      expect(lastFilter(dataProvider)).toEqual({ at: { gte: '2031-05-01', lte: '2031-05-31' } }),
    );
  });

  it('filters by who, from the users by name', async () => {
    const { dataProvider } = renderConsole(AUDIT_LOG, { dataProvider: auditLog() });
    await screen.findByText('record.update');
    const user = await addFilter('Who');
    await user.click(await screen.findByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'User name 2' }));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ user_id: 2 }));
  });
});
