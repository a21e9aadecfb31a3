import type { Note } from '../../api/types';

export interface NoteGroup {
  /** For the group heading's id. */
  id: string;
  title: string;
  notes: Note[];
}

/** Notes under their course, courses in the order their newest note comes; notes of no course last. */
export function groupByCourse(notes: readonly Note[]): NoteGroup[] {
  const groups = new Map<string, NoteGroup>();
  let general: NoteGroup | undefined;
  for (const note of notes) {
    if (note.course_title) {
      const key = `course-${note.course_id ?? note.course_title}`;
      const group = groups.get(key) ?? { id: `notes-${key}`, title: note.course_title, notes: [] };
      group.notes.push(note);
      groups.set(key, group);
    } else {
      general ??= { id: 'notes-general', title: 'General notes', notes: [] };
      general.notes.push(note);
    }
  }
  return general ? [...groups.values(), general] : [...groups.values()];
}
