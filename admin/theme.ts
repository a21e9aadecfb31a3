import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

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
