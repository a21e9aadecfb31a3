import { useState } from 'react';
import { addNote } from '../../api/student';
import type { Topic } from '../../api/types';
import { useSubmit } from '../../lib/useSubmit';
import { useToast } from '../../toast/useToast';
import { noteMessages } from './messages';

/** Adds a note, optionally filed under a topic of one of the student's courses. */
export function NoteForm({ topics, onAdded }: { topics: readonly Topic[]; onAdded: () => void }) {
  const toast = useToast();
  const [topicId, setTopicId] = useState('');
  const [description, setDescription] = useState('');
  const { submit, sending: saving } = useSubmit(
    async () => {
      await addNote(topicId === '' ? null : Number(topicId), description);
      toast.success(noteMessages.added);
      setDescription('');
      onAdded();
    },
    { onFailure: () => toast.error(noteMessages.failed) },
  );

  return (
    <form className="form card card__body" onSubmit={submit} aria-labelledby="add-note-title">
      <h2 id="add-note-title">Add a note</h2>
      <div className="field">
        <label htmlFor="note-topic">Topic</label>
        <select id="note-topic" name="topic_id" value={topicId} onChange={(e) => setTopicId(e.target.value)}>
          <option value="">General (no topic)</option>
          {topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.course_title} – {topic.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="note-description">Note</label>
        <textarea
          id="note-description"
          name="description"
          rows={4}
          required
          maxLength={5000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Adding…' : 'Add note'}
      </button>
    </form>
  );
}
