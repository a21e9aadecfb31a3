import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Note } from '../../student/api/types';
import { type FakeServer, paged, reply } from './fakeServer';
import { note, student, topics } from './fixtures';
import { renderApp } from './renderApp';

/** A notes endpoint with memory, so a reload shows what the writes did. */
function notesServer(initial: Note[]) {
  let notes = [...initial];
  let nextId = 100;
  return (server: FakeServer) =>
    server
      .on('GET /api/topics', { data: topics })
      .on('GET /api/get_notes', () => ({ data: paged(notes) }))
      .on('POST /api/add_note', ({ body }) => {
        const { topic_id, description } = (
          body as { topic_data: { topic_id: number | null; description: string } }
        ).topic_data;
        const created = note(nextId++, description, topics.find((t) => t.id === topic_id) ?? null);
        notes = [created, ...notes];
        return reply(201, { data: created });
      })
      .on('POST /api/update_a_note', ({ body }) => {
        const { id, description } = body as { id: number; description: string };
        const found = notes.find((n) => n.id === id);
        if (!found) return reply(404, { message: 'Note not found.' });
        Object.assign(found, { description });
        return { data: found };
      })
      .on('POST /api/delete_a_note', ({ body }) => {
        const { id } = body as { id: number };
        notes = notes.filter((n) => n.id !== id);
        return { data: { id } };
      });
}

const toasts = () => within(screen.getByRole('status', { name: 'Notifications' }));

describe('the notes page', () => {
  it("lists the student's notes with their topics", async () => {
    renderApp('/dashboard/notes', { user: student, setup: notesServer([note(1, 'Breathe in for four')]) });
    expect(await screen.findByText('Breathe in for four')).toBeInTheDocument();
    expect(screen.getByText(/Recognising anxiety ·/)).toBeInTheDocument();
  });

  it("adds a note under the chosen topic and says 'Notes added'", async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/dashboard/notes', { user: student, setup: notesServer([]) });
    await screen.findByText(/No notes yet/);
    const topic = screen.getByLabelText('Topic');
    await waitFor(() => expect(within(topic).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(topic, 'Mental Health First Aid – Listening skills');
    await user.type(screen.getByLabelText('Note'), 'Reflect back what you hear');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    expect(await toasts().findByText('Notes added')).toBeInTheDocument();
    expect(server.callsTo('POST /api/add_note')[0].body).toEqual({
      topic_data: { topic_id: 22, description: 'Reflect back what you hear' },
    });
    expect(await screen.findByText('Reflect back what you hear')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it("says 'Something went wrong' when a note cannot be added", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/notes', {
      user: student,
      setup: (s) =>
        notesServer([])(s).on(
          'POST /api/add_note',
          reply(422, { message: 'The description field is required.' }),
        ),
    });
    await screen.findByText(/No notes yet/);
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await toasts().findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('x');
  });

  it('edits a note in place and keeps focus on its Edit button afterwards', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/dashboard/notes', {
      user: student,
      setup: notesServer([note(1, 'First draft')]),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit note: Recognising anxiety' }));
    const box = screen.getByLabelText('Edit note');
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Second draft');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await toasts().findByText('Note updated')).toBeInTheDocument();
    expect(await screen.findByText('Second draft')).toBeInTheDocument();
    expect(screen.queryByText('First draft')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/update_a_note')[0].body).toEqual({ id: 1, description: 'Second draft' });
    expect(screen.getByRole('button', { name: 'Edit note: Recognising anxiety' })).toHaveFocus();
  });

  it("says 'Something went wrong' when an edit fails, and keeps the draft open", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/notes', {
      user: student,
      setup: (s) =>
        notesServer([note(1, 'First draft')])(s).on(
          'POST /api/update_a_note',
          reply(404, { message: 'Note not found.' }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit note: Recognising anxiety' }));
    await user.type(screen.getByLabelText('Edit note'), ' more');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await toasts().findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit note')).toHaveValue('First draft more');
  });

  it("deletes a note and says 'Note Deleted'", async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/dashboard/notes', {
      user: student,
      setup: notesServer([note(1, 'Keep me'), note(2, 'Remove me', topics[1])]),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete note: Listening skills' }));
    expect(await toasts().findByText('Note Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Remove me')).not.toBeInTheDocument());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(server.callsTo('POST /api/delete_a_note')[0].body).toEqual({ id: 2 });
    expect(screen.getByRole('heading', { name: 'Your notes' })).toHaveFocus();
  });

  it("says 'Something went wrong' when a note cannot be deleted, and keeps it", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/notes', {
      user: student,
      setup: (s) =>
        notesServer([note(1, 'Stubborn')])(s).on(
          'POST /api/delete_a_note',
          reply(404, { message: 'Note not found.' }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete note: Recognising anxiety' }));
    expect(await toasts().findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Stubborn')).toBeInTheDocument();
  });
});
