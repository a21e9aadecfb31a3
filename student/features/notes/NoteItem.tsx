import { useEffect, useId, useRef, useState } from 'react';
import { deleteNote, updateNote } from '../../api/student';
import type { Note } from '../../api/types';
import { formatDate } from '../../lib/format';
import { useSubmit } from '../../lib/useSubmit';
import { useToast } from '../../toast/useToast';
import { noteMessages } from './messages';

interface NoteItemProps {
  note: Note;
  onUpdated: (note: Note) => void;
  onDeleted: (id: number) => void;
}

/** One note: read it, edit it in place, or delete it. */
export function NoteItem({ note, onUpdated, onDeleted }: NoteItemProps) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.description);
  const [removing, setRemoving] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const wasEditing = useRef(false);
  const fieldId = useId();
  const about = note.topic_title ?? 'General note';

  // Focus follows the mode: into the text box to edit, back to Edit when done.
  useEffect(() => {
    if (editing) textRef.current?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const { submit: save, sending: saving } = useSubmit(
    async () => {
      onUpdated(await updateNote(note.id, draft));
      toast.success(noteMessages.updated);
      setEditing(false);
    },
    { onFailure: () => toast.error(noteMessages.failed) },
  );
  const busy = saving || removing;

  const remove = async () => {
    setRemoving(true);
    try {
      await deleteNote(note.id);
      toast.success(noteMessages.deleted);
      onDeleted(note.id);
    } catch {
      toast.error(noteMessages.failed);
      setRemoving(false);
    }
  };

  return (
    <li className="card note">
      <div className="card__body">
        <p className="card__meta">
          {about} · <time dateTime={note.updated_at}>{formatDate(note.updated_at)}</time>
        </p>
        {editing ? (
          <form className="form" onSubmit={save}>
            <div className="field">
              <label htmlFor={fieldId}>Edit note</label>
              <textarea
                id={fieldId}
                ref={textRef}
                rows={4}
                required
                maxLength={5000}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
              />
            </div>
            <div className="actions">
              <button type="submit" className="button" disabled={busy}>
                Save note
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setDraft(note.description);
                  setEditing(false);
                }}
              >
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <>
            <p className="note__text">{note.description}</p>
            <div className="actions">
              <button
                ref={editRef}
                type="button"
                className="button button--ghost"
                aria-label={`Edit note: ${about}`}
                onClick={() => setEditing(true)}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button--danger"
                aria-label={`Delete note: ${about}`}
                disabled={busy}
                onClick={() => void remove()}
              >
                Delete
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
