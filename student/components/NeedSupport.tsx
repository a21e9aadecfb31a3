import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { fetchSupportLines, type SupportLine } from '../api/learn';
import { useRemote } from '../lib/useRemote';

/** Only links a phone or browser can follow safely become links. */
const safeLink = (link: string | null): string | undefined =>
  link && /^(tel:|sms:|https:)/i.test(link.trim()) ? link.trim() : undefined;

function Lines({ lines }: { lines: readonly SupportLine[] }) {
  return (
    <ul className="support__lines">
      {lines.map((line) => {
        const href = safeLink(line.link);
        return (
          <li key={line.id}>
            <strong>{line.title}</strong>{' '}
            {href ? <a href={href}>{line.contact}</a> : <span>{line.contact}</span>}
            {line.description && <span className="support__about">{line.description}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Need support now?": a link on every learning page that opens the crisis lines the admins
 * keep in the console's settings. Focus moves into the panel, Escape or Close shuts it and
 * focus returns to the link.
 */
export function NeedSupport() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) panelRef.current?.focus();
    else if (wasOpen.current) linkRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen((was) => !was);
  };

  return (
    <div className="support">
      <a
        ref={linkRef}
        href={`#${panelId}`}
        className="support__link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        Need support now?
      </a>
      {open && (
        <section
          id={panelId}
          ref={panelRef}
          className="support__panel"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <h2 id={titleId}>Support, right now</h2>
          <p>If you are struggling or feel unsafe, you do not have to wait. These services are free:</p>
          <SupportLines />
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            Close
          </button>
        </section>
      )}
    </div>
  );
}

function SupportLines() {
  const { state, reload } = useRemote('support-lines', fetchSupportLines);
  if (state.status === 'loading') return <p>Loading the support lines…</p>;
  if (state.status === 'error')
    return (
      <p>
        The list could not be loaded.{' '}
        <button type="button" className="button button--ghost" onClick={reload}>
          Try again
        </button>{' '}
        In an emergency, call 999.
      </p>
    );
  return <Lines lines={state.data} />;
}
