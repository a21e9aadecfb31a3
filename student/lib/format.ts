// Made on first use: the first Intl formatter of a page loads the locale's data, which would
// otherwise cost every page load (the console's too) 20 ms or more before React starts.
let day: Intl.DateTimeFormat | undefined;

/** A day as the site's UK readers count days, the same on the server's page and in the browser. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  day ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return day.format(date);
}

let dayAndTime: Intl.DateTimeFormat | undefined;

/** A moment in the reader's own time zone: "2 June 2026 at 10:10". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dayAndTime ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dayAndTime.format(date);
}

/** Plain text of an HTML fragment, for excerpts; DOMParser runs no scripts and loads nothing. */
export function textOf(html: string): string {
  // A space after each block, or "support.</p><p>If" would read "support.If".
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|td|th)>|<br\s*\/?>/gi, '$& ');
  const { body } = new DOMParser().parseFromString(spaced, 'text/html');
  body.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  return body.textContent?.trim() ?? '';
}

export function excerpt(html: string, length = 180): string {
  const text = textOf(html).replace(/\s+/g, ' ');
  return text.length <= length ? text : `${text.slice(0, length).replace(/\s+\S*$/, '')}…`;
}
