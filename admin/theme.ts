import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** MindWell's colours on react-admin's light theme; the four-dot loader uses the same green. */
export const BRAND_GREEN = '#2e7d6b';

export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BRAND_GREEN },
    secondary: { main: '#4a3aa7' },
  },
};

/**
 * The same colours for a dark screen, lighter so text in them keeps a 4.5:1 contrast on
 * react-admin's dark background (links, buttons and the active sort are in the primary colour).
 */
export const consoleDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: '#7ccbb6' },
    secondary: { main: '#b3a8f0' },
  },
};
