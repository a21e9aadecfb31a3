import DOMPurify from 'dompurify';

let purifier: typeof DOMPurify = DOMPurify;

/** Rich text from a host that may not be ours, made safe to show (ForeignHtml). */
export const sanitizeHtml = (html: string): string =>
  purifier.sanitize(html, { USE_PROFILES: { html: true } });

/**
 * The server renderer's DOMPurify, made over jsdom's window: without a window of its own,
 * DOMPurify's default instance would hand the markup back as it came.
 */
export function sanitizeWith(next: typeof DOMPurify): void {
  purifier = next;
}
