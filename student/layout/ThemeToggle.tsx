import { useSyncExternalStore } from 'react';
import { chooseTheme, shownTheme, watchTheme } from '../theme/theme';

/**
 * The header's switch between light and dark. Pressed while the page is dark, whether the
 * student chose it or the system's setting did; pressing it makes the other theme their choice.
 * The server cannot know the system's setting, so its render says light until the page hydrates.
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore(watchTheme, shownTheme, () => 'light' as const);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      <span className="visually-hidden">Dark theme</span>
    </button>
  );
}
