/**
 * The markup of rich text: what the console's editor makes (admin/inputs/richText/) and so all the
 * server keeps (server/records/sanitize.ts); the student site styles it (student/styles.css).
 */

/** Heading levels the editor offers: a page's own title is its one h1. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/** Elements the editor makes, and the attributes each may carry (classes: CALLOUT's alone). */
export const RICH_TEXT_ELEMENTS = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  a: ['href', 'target', 'rel'],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  hr: [],
  img: ['src', 'alt'],
  div: ['role', 'data-lesson-media'],
} as const satisfies Record<string, readonly string[]>;

/**
 * A callout: a block set apart with a visible label, announced as a note:
 * `<div class="callout" role="note"><p class="callout-label">Tip</p><div class="callout-body">…</div></div>`.
 */
export const CALLOUT = {
  className: 'callout',
  role: 'note',
  labelClassName: 'callout-label',
  bodyClassName: 'callout-body',
} as const;

/** The labels a callout may have, offered by the editor's Callout menu. */
export const CALLOUT_LABELS = ['Tip', 'Important', 'Remember', 'Try this'] as const;

/**
 * Where a lesson's own media (its video or audio) plays within its text: an empty
 * `<div data-lesson-media></div>`, which the student's player replaces with the player.
 */
export const LESSON_MEDIA_ATTRIBUTE = 'data-lesson-media';
export const LESSON_MEDIA_MARKER = `<div ${LESSON_MEDIA_ATTRIBUTE}=""></div>`;

/** Schemes a link may use; an image is http(s) or one of our uploads. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const IMAGE_SCHEMES = ['http', 'https'] as const;

/** The console's preview of rich text, cleaned as the server cleans it: `{html}` → `{data: {html}}`. */
export const richTextPreviewEndpoint = { method: 'POST', path: '/api/admin/rich-text/preview' } as const;
