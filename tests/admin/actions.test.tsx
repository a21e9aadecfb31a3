import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getResource } from '../../src/resources';
import { ROLE_ADMIN } from '../../src/resources/fields';
import { expectRefusedCallLogs } from './support/expectedErrorLogs';
import { fakeDataProvider } from './support/fakeProviders';
import { inRow } from './support/queries';
import { renderConsole } from './support/renderConsole';
import { sampleRecords } from './support/sampleRecords';

/** A promise the test settles itself, to look at the page while a call is in flight. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('tip featuring', () => {
  it('features the chosen tip and shows every other one as not featured at once', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/tips');
    await screen.findByText('Tip title 2');
    expect(inRow('Tip title 1').getByLabelText('Yes')).toBeInTheDocument();
    const listCalls = dataProvider.getList.mock.calls.length;

    await user.click(inRow('Tip title 2').getByRole('button', { name: 'Make featured' }));

    expect(dataProvider.runAction).toHaveBeenCalledWith(
      'tips',
      expect.objectContaining({ action: 'featureTip', id: 2, value: 1 }),
    );
    await waitFor(() => expect(inRow('Tip title 2').getByLabelText('Yes')).toBeInTheDocument());
    expect(inRow('Tip title 1').getByLabelText('No')).toBeInTheDocument();
    expect(inRow('Tip title 1').getByRole('button', { name: 'Make featured' })).toBeEnabled();
    expect(inRow('Tip title 2').getByRole('button', { name: 'Make featured' })).toBeDisabled();
    // Shown from the cache, not from a new list call.
    expect(dataProvider.getList.mock.calls.length).toBe(listCalls);
    expect(await screen.findByText('Tip successfully featured!')).toBeInTheDocument();
  });
});

describe('comment approval', () => {
  expectRefusedCallLogs();

  it('is busy while the call is in flight and toasts nothing on success', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    const call = deferred<{ data: RaRecord }>();
    dataProvider.runAction.mockReturnValueOnce(call.promise);
    renderConsole('/dashboard/admin/blogs/blog-comments', { dataProvider });
    await screen.findByText('Blog Comment author 1');

    await user.click(inRow('Blog Comment author 1').getByRole('button', { name: 'Approve' }));
    const approve = inRow('Blog Comment author 1').getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAttribute('aria-busy', 'true');
    expect(inRow('Blog Comment author 1').getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(inRow('Blog Comment author 2').getByRole('button', { name: 'Approve' })).toBeEnabled();

    call.resolve({ data: { id: 1, approve_status: 'approved' } });
    await waitFor(() => expect(inRow('Blog Comment author 1').getByText('Approved')).toBeInTheDocument());
    expect(inRow('Blog Comment author 1').getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(inRow('Blog Comment author 1').getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toasts the failure, and only the failure', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.runAction.mockRejectedValueOnce(
      new HttpError('Request failed with status code 500', 500, {}),
    );
    renderConsole('/dashboard/admin/blogs/blog-comments', { dataProvider });
    await screen.findByText('Blog Comment author 1');

    await user.click(inRow('Blog Comment author 1').getByRole('button', { name: 'Reject' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Comment status could not be changed');
    expect(inRow('Blog Comment author 1').getByText('Pending')).toBeInTheDocument();
    expect(inRow('Blog Comment author 1').getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('is offered on the comment page as well', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/blogs/blog-comments/2');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(dataProvider.runAction).toHaveBeenCalledWith(
      'blogs/blog-comments',
      expect.objectContaining({ action: 'approveComment', id: 2, value: 'approved' }),
    );
  });
});

describe('review approval', () => {
  it('approves a review and says so', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/reviews');
    await screen.findByText('Review review 1');
    await user.click(inRow('Review review 1').getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Review Status Successfully Changed!')).toBeInTheDocument();
    expect(inRow('Review review 1').getByText('Approved')).toBeInTheDocument();
  });
});

describe("a user's role", () => {
  it('is made Admin from the row only once the question is confirmed, and says so', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/users');
    await screen.findByText('User name 1');
    await user.click(inRow('User name 1').getByRole('combobox', { name: 'Change role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make User name 1 an administrator?' });
    expect(dialog).toHaveTextContent('An administrator can read, change and delete every record');
    expect(dataProvider.runAction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(dataProvider.runAction).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ action: 'changeRole', id: 1, value: 2 }),
    );
    expect(await screen.findByText('Role Successfully updated')).toBeInTheDocument();
    expect(inRow('User name 1').getAllByText('Admin').length).toBeGreaterThan(0);
  });

  it('stays Student when the question is cancelled, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/users');
    await screen.findByText('User name 1');
    await user.click(inRow('User name 1').getByRole('combobox', { name: 'Change role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make User name 1 an administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.runAction).not.toHaveBeenCalled();
    expect(inRow('User name 1').getByRole('combobox', { name: 'Change role' })).toHaveTextContent('Student');
  });

  it('goes back to Student from the row without a question', async () => {
    const user = userEvent.setup();
    const admins = sampleRecords(getResource('users')).map((record) => ({ ...record, role_id: ROLE_ADMIN }));
    const dataProvider = fakeDataProvider({ users: admins });
    renderConsole('/dashboard/admin/users', { dataProvider });
    await screen.findByText('User name 1');
    await user.click(inRow('User name 1').getByRole('combobox', { name: 'Change role' }));
    await user.click(await screen.findByRole('option', { name: 'Student' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dataProvider.runAction).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ action: 'changeRole', id: 1, value: 1 }),
    );
  });
});

describe('certificate revocation', () => {
  it('asks for a reason first and sends it with the revocation', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider({
      certificates: [
        {
          id: 1,
          code: 'MW-AAAA-BBBB-CCCC',
          user_id: 1,
          course_id: 1,
          issued_at: '2026-01-01T00:00:00.000Z',
          status: 'valid',
        },
      ],
    });
    renderConsole('/dashboard/admin/certificates', { dataProvider });
    await screen.findByText('MW-AAAA-BBBB-CCCC');

    await user.click(inRow('MW-AAAA-BBBB-CCCC').getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(within(dialog).getByText('Reason for revoking is required.')).toBeInTheDocument();
    expect(dataProvider.runAction).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Reason for revoking/ }), 'Issued in error');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(dataProvider.runAction).toHaveBeenCalledWith(
      'certificates',
      expect.objectContaining({
        action: 'revokeCertificate',
        id: 1,
        value: 'revoked',
        record: expect.objectContaining({ revoked_reason: 'Issued in error' }),
      }),
    );
  });
});
