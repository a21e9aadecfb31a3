/**
 * The student site's theme as a student chose it with the header's toggle: a cookie, so the
 * server can write it onto the page's <html> and no page paints in the other theme first.
 * Without the cookie the site follows the system's setting (prefers-color-scheme).
 */
export const THEME_COOKIE = 'mw_theme';

export type Theme = 'light' | 'dark';

/** The cookie's value as a theme, or null for anything else (the system's setting then). */
export const readTheme = (value: unknown): Theme | null =>
  value === 'light' || value === 'dark' ? value : null;
