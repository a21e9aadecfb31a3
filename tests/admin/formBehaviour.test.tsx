import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { save } from './support/actions';
import { fakeDataProvider } from './support/fakeProviders';
import { inputWrapper } from './support/fieldControls';
import { createWith } from './support/queries';
import { renderConsole } from './support/renderConsole';

const updateData = (calls: unknown[][]) => (calls[0][1] as { data: Record<string, unknown> }).data;

describe('a generated form', () => {
  it('asks for required fields before sending anything', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/awarding-bodies/create');
    await user.type(await screen.findByRole('textbox', { name: /^Website link/ }), 'https://example.org');
    await save(user);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows the image a record already has', async () => {
    renderConsole('/dashboard/admin/awarding-bodies/1');
    const logo = await screen.findByRole('img', { name: 'awarding_bodies-1.png' });
    expect(logo).toHaveAttribute('src', '/uploads/awarding_bodies-1.png');
  });

  it('keeps a flag as 0 or 1', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/lessons/2');
    const preview = await screen.findByRole('switch', { name: 'Free preview' });
    expect(preview).not.toBeChecked();
    await user.click(preview);
    await save(user);
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(updateData(dataProvider.update.mock.calls).is_preview).toBe(1);
  });

  it('never prefills a password, and leaves it out when left empty', async () => {
    const user = userEvent.setup();
    // Even a record that came back with one (the server should never send it).
    const instructor = {
      id: 1,
      name: 'Dr Rowe',
      email: 'rowe@example.org',
      password: '$argon2id$hash',
      phone: '',
    };
    const { dataProvider } = renderConsole('/dashboard/admin/instructors/1', {
      dataProvider: fakeDataProvider({ instructors: [instructor] }),
    });
    const password = (await screen.findByLabelText(/^Password/)) as HTMLInputElement;
    expect(password).toHaveValue('');
    expect(password).not.toBeRequired();
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0');
    await save(user);
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(updateData(dataProvider.update.mock.calls).password ?? null).toBeNull();
  });

  it('shows read-only fields without letting them change', async () => {
    renderConsole('/dashboard/admin/blogs/blog-comments/1');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Pending');
    expect(status).toHaveAttribute('aria-disabled', 'true');
  });

  it('leaves read-only fields out of a create', async () => {
    renderConsole('/dashboard/admin/coupons/create');
    await screen.findByRole('textbox', { name: /^Code/ });
    expect(inputWrapper('used_count')).toBeNull();
  });

  it('starts a new exam question with two options, and picks its right answer with a radio button', async () => {
    const user = userEvent.setup();
    renderConsole(createWith('exam', { title: 'Final', course_id: 1 }));
    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    const question = await screen.findByRole('region', { name: 'Question 1' });
    expect(within(question).getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(2);
    expect(within(question).getByRole('button', { name: 'Remove option 1 of question 1' })).toBeDisabled();
    await user.click(within(question).getByRole('button', { name: 'Add option' }));
    expect(within(question).getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(3);
    const third = within(question).getByRole('radio', { name: 'Option 3 of question 1 is the right answer' });
    await user.click(third);
    expect(third).toBeChecked();
    await user.click(within(question).getByRole('button', { name: 'Remove option 3 of question 1' }));
    expect(within(question).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(question)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('loads the rich text editor only for a form that has one', async () => {
    renderConsole('/dashboard/admin/faqs/create');
    await waitFor(() =>
      expect(inputWrapper('answer')?.querySelector('[contenteditable=true]')).not.toBeNull(),
    );
  });
});
