import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getResource, resolveMessages, type ResourceKey } from '../../src/resources';
import { deleteRow, retype, save, toast } from './support/actions';
import { fakeDataProvider } from './support/fakeProviders';
import { expectRefusedCallLogs } from './support/expectedErrorLogs';
import { createWith } from './support/queries';
import { renderConsole } from './support/renderConsole';

/** The table's toast texts of a resource: the tests follow the table, which its own tests pin. */
const messagesOf = (key: ResourceKey) => resolveMessages(getResource(key));

/** A refusal as the data provider throws it: the server's message in the body. */
const refusal = (message: string, status = 422, extra: Record<string, unknown> = {}) =>
  new HttpError(message, status, { message, ...extra });
/** An answer without a message: the table's fallback text is due. */
const silentFailure = () => new HttpError('Request failed with status code 500', 500, {});

describe('success toasts', () => {
  it("says '<Thing> successfully created!' after a generic create", async () => {
    const user = userEvent.setup();
    renderConsole(createWith('awarding-bodies', { title: 'Royal College' }));
    await save(user);
    expect(await toast('Awarding Body successfully created!')).toBeInTheDocument();
  });

  it("says 'Exam created!' after an exam is created", async () => {
    const user = userEvent.setup();
    renderConsole(createWith('exam', { title: 'Final exam', course_id: 1 }));
    await save(user);
    expect(await toast('Exam created!')).toBeInTheDocument();
  });

  it("says the lesson's own text after a lesson is saved, not 'Quiz successfully updated!'", async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/lessons/1');
    await retype(user, /^Title/, 'Breathing basics');
    await save(user);
    expect(await toast(messagesOf('lessons').updated ?? '')).toBeInTheDocument();
  });

  it("says 'Course Tag Deleted!' after a course tag is deleted", async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/courses/course-tags');
    await deleteRow(user, 'Course Tag title 1');
    expect(await toast('Course Tag Deleted!')).toBeInTheDocument();
  });

  it("says 'Topic Type successfully updated!' after a topic type is saved", async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/topic-type/2');
    await retype(user, /^Title/, 'Reflection');
    await save(user);
    expect(await toast('Topic Type successfully updated!')).toBeInTheDocument();
  });

  it("says 'Review successfully deleted!' after a review is deleted", async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/reviews');
    await deleteRow(user, 'Review review 2');
    expect(await toast('Review successfully deleted!')).toBeInTheDocument();
  });

  it("says 'Transcript Successfully Created!' after a transcript is created", async () => {
    const user = userEvent.setup();
    renderConsole(createWith('transcript', { type: 'Diploma', price: 25 }));
    await save(user);
    expect(await toast('Transcript Successfully Created!')).toBeInTheDocument();
  });
});

describe('failure toasts', () => {
  expectRefusedCallLogs();

  it('always says the exam update failure text, whatever the server said', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.update.mockRejectedValueOnce(refusal('Pass mark out of range'));
    renderConsole('/dashboard/admin/exam/1', { dataProvider });
    await retype(user, /^Title/, 'Midterm');
    await save(user);
    expect(await toast(messagesOf('exams').updateFailed ?? '')).toBeInTheDocument();
    expect(screen.queryByText('Pass mark out of range')).not.toBeInTheDocument();
  });

  it("says the topic type's own failure text when a topic type cannot be deleted", async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.delete.mockRejectedValueOnce(refusal('Still used by topics', 409));
    renderConsole('/dashboard/admin/topic-type', { dataProvider });
    await deleteRow(user, 'Topic Type title 1');
    expect(await toast(messagesOf('topic_types').deleteFailed ?? '')).toBeInTheDocument();
  });

  it("says the lesson's own failure text when a lesson cannot be deleted", async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.delete.mockRejectedValueOnce(silentFailure());
    renderConsole('/dashboard/admin/lessons', { dataProvider });
    await deleteRow(user, 'Lesson title 2');
    expect(await toast(messagesOf('lessons').deleteFailed ?? '')).toBeInTheDocument();
  });

  it.each([
    ['bundle', 'bundles', 'Bundle title 1'],
    ['bundle item', 'bundles/bundle-items', 'Bundle title 1'],
  ])("says 'BundleItem Delete Fail' whenever a %s delete fails", async (_what, route, rowText) => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.delete.mockRejectedValueOnce(refusal('It is still sold'));
    renderConsole(`/dashboard/admin/${route}`, { dataProvider });
    // Several bundle items may name the same bundle, and only once their reference has loaded:
    // wait for the first table row showing it.
    const row = await waitFor(() => {
      const found = screen
        .getAllByText(rowText)
        .find((cell) => cell.closest('tr'))
        ?.closest('tr');
      if (!found) throw new Error(`No table row shows ${rowText} yet`);
      return found;
    });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await toast('BundleItem Delete Fail')).toBeInTheDocument();
  });

  it("says 'Failed' when a coupon cannot be created", async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.create.mockRejectedValueOnce(refusal('The code has already been taken.'));
    renderConsole(createWith('coupons', { code: 'SPRING', discount_type: 'percent', amount: 10 }), {
      dataProvider,
    });
    await save(user);
    expect(await toast('Failed')).toBeInTheDocument();
  });

  it("says 'Delete Failed' when a delete fails and the server gives no message", async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.delete.mockRejectedValueOnce(silentFailure());
    renderConsole('/dashboard/admin/awarding-bodies', { dataProvider });
    await deleteRow(user, 'Awarding Body title 1');
    expect(await toast('Delete Failed')).toBeInTheDocument();
  });

  it("shows the server's message, and puts a refused field's message on the field", async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.update.mockRejectedValueOnce(
      refusal('The given data was invalid.', 422, {
        errors: { title: 'The title has already been taken.' },
        fieldErrors: { title: ['The title has already been taken.'] },
      }),
    );
    renderConsole('/dashboard/admin/awarding-bodies/1', { dataProvider });
    await retype(user, /^Title/, 'Royal College');
    await save(user);
    expect(await toast('The given data was invalid.')).toBeInTheDocument();
    expect(await screen.findByText('The title has already been taken.')).toBeInTheDocument();
  });

  it("shows the network's own text when no answer came", async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.create.mockRejectedValueOnce(new HttpError('Network Error', 0, null));
    renderConsole(createWith('blogs/categories', { title: 'Sleep' }), { dataProvider });
    await save(user);
    expect(await toast('Network Error')).toBeInTheDocument();
  });

  it('shows each email message of a refused instructor as its own toast', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    const messages = ['The email has already been taken.', 'The email must be a valid address.'];
    dataProvider.create.mockRejectedValueOnce(
      refusal('The given data was invalid.', 422, {
        errors: { email: messages.join(' ') },
        fieldErrors: { email: messages },
      }),
    );
    renderConsole(
      createWith('instructors', {
        name: 'Dr Rowe',
        email: 'rowe@example.org',
        password: 'correct horse',
        password_confirmation: 'correct horse',
      }),
      { dataProvider },
    );
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages[0]);
    // One toast at a time: the next shows once this one is dismissed.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages[1]));
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
  });
});
