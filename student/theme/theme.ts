import { THEME_COOKIE, readTheme, type Theme } from '../../src/contract/theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** A year: a choice outlives the session, as a setting does. */
const ONE_YEAR = 60 * 60 * 24 * 365;
const CHANGED = 'mw-theme-change';

/** The system's dark setting; null where the browser cannot say (older engines, jsdom). */
const systemDark = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;

/** The theme the page shows now: the student's choice, else the system's. */
export function shownTheme(): Theme {
  const chosen = readTheme(document.documentElement.dataset.theme);
  if (chosen) return chosen;
  return systemDark()?.matches ? 'dark' : 'light';
}

/** Shows `theme` at once and remembers it for every later page, the server's included. */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` whenever the shown theme may have changed (a choice or the system's). */
export function watchTheme(listener: () => void): () => void {
  const system = systemDark();
  system?.addEventListener('change', listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    system?.removeEventListener('change', listener);
    window.removeEventListener(CHANGED, listener);
  };
}
