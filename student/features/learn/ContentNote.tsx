import { Link } from '../../../src/routing/Link';

interface ContentNoteProps {
  note: string;
  /** Where "Skip it for now" leads: the next lesson, or the course list. */
  skipTo: string;
  onContinue: () => void;
}

/** What a lesson touches on, said before it opens, with the choice to go on or come back later. */
export function ContentNote({ note, skipTo, onContinue }: ContentNoteProps) {
  return (
    <section className="content-note" aria-labelledby="content-note-title">
      <h2 id="content-note-title">Content note</h2>
      <p className="content-note__text">{note}</p>
      <p>You can read this lesson now, or skip it for now and come back when it feels right.</p>
      <div className="content-note__choices">
        <button type="button" className="button" onClick={onContinue}>
          Continue to the lesson
        </button>
        <Link className="button button--ghost" to={skipTo}>
          Skip it for now
        </Link>
      </div>
    </section>
  );
}
