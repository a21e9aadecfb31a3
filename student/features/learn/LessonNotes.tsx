import { useId, useState, type FormEvent } from 'react';
import { fetchTopicNotes } from '../../api/learn';
import { addNote } from '../../api/student';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatDate } from '../../lib/format';
import { useRemote } from '../../lib/useRemote';
import { useToast } from '../../toast/useToast';
import { noteMessages } from '../notes/messages';

/** The student's notes on the lesson's topic, and a form to add one; all are on /dashboard/notes too. */
export function LessonNotes({ topicId, topicTitle }: { topicId: number; topicTitle: string }) {
  const toast = useToast();
  const notes = useRemote(`topic-notes:${topicId}`, (signal) => fetchTopicNotes(topicId, signal));
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const fieldId = useId();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      await addNote(topicId, draft);
      toast.success(noteMessages.added);
      setDraft('');
      notes.reload();
    } catch {
      toast.error(noteMessages.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="lesson-notes card card__body" aria-labelledby={titleId}>
      <h2 id={titleId}>Your notes on {topicTitle}</h2>
      {notes.state.status === 'error' && <ErrorNotice error={notes.state.error} onRetry={notes.reload} />}
      {notes.state.status === 'ready' &&
        (notes.state.data.data.length === 0 ? (
          <p>No notes on this topic yet.</p>
        ) : (
          <ul className="lesson-notes__list">
            {notes.state.data.data.map((note) => (
              <li key={note.id}>
                <p>{note.description}</p>
                <p className="card__meta">
                  <time dateTime={note.updated_at}>{formatDate(note.updated_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        ))}
      <form className="form" onSubmit={(event) => void save(event)}>
        <div className="field">
          <label htmlFor={fieldId}>Your note</label>
          <textarea
            id={fieldId}
            rows={3}
            required
            maxLength={5000}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save note'}
        </button>
      </form>
    </section>
  );
}
