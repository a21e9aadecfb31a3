import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { fetchNotes, fetchTopics } from '../../api/student';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { Pager } from '../../components/Pager';
import { pageParam } from '../../lib/pageParam';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { NoteForm } from './NoteForm';
import { groupByCourse } from './groupByCourse';
import { NoteItem } from './NoteItem';

export default function NotesPage() {
  usePageTitle('My notes');
  const [params] = useSearchParams();
  const page = pageParam(params);
  const notes = useRemote(`notes:${page}`, (signal) => fetchNotes(page, signal));
  const topics = useRemote('topics', fetchTopics);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The deleted note's button goes with it: focus lands on the list's heading instead of the page top.
  const onDeleted = (id: number) => {
    notes.update((list) => ({ ...list, data: list.data.filter((n) => n.id !== id) }));
    notes.reload();
    headingRef.current?.focus();
  };

  return (
    <>
      <PageBand title="My notes" />
      <div className="container notes">
        {topics.state.status === 'error' && (
          <ErrorNotice error={topics.state.error} onRetry={topics.reload} />
        )}
        <NoteForm topics={topics.state.status === 'ready' ? topics.state.data : []} onAdded={notes.reload} />

        <section aria-labelledby="notes-title">
          <h2 id="notes-title" ref={headingRef} tabIndex={-1}>
            Your notes
          </h2>
          {notes.state.status === 'loading' && <Loading />}
          {notes.state.status === 'error' && <ErrorNotice error={notes.state.error} onRetry={notes.reload} />}
          {notes.state.status === 'ready' && (
            <>
              {notes.state.data.data.length === 0 ? (
                <p>No notes yet. Notes you add appear here, newest first.</p>
              ) : (
                groupByCourse(notes.state.data.data).map((group) => (
                  <section key={group.id} className="note-group" aria-labelledby={group.id}>
                    <h3 id={group.id}>{group.title}</h3>
                    <ul className="note-list">
                      {group.notes.map((note) => (
                        <NoteItem
                          key={note.id}
                          note={note}
                          onUpdated={(saved) =>
                            notes.update((list) => ({
                              ...list,
                              data: list.data.map((n) => (n.id === saved.id ? { ...n, ...saved } : n)),
                            }))
                          }
                          onDeleted={onDeleted}
                        />
                      ))}
                    </ul>
                  </section>
                ))
              )}
              <Pager
                page={notes.state.data.current_page}
                lastPage={notes.state.data.last_page}
                hrefOf={(p) => (p === 1 ? '/dashboard/notes' : `/dashboard/notes?page=${p}`)}
                label="Note pages"
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
