import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { keptSettings } from '../keptSettings';
import { consoleDarkTheme } from '../theme';

/** The choice made with the console's light/dark switch; none until the switch is used. */
const switchChoice = () => keptSettings().getItem<string>('theme');

let darkTheme: Theme | undefined;

/**
 * The console's door (the dots while access is checked, the login page) in the console's light
 * or dark look, chosen as the console chooses: the bar's switch once used, else the system's
 * preference. The light look is the theme around it (Console.tsx gives it); the body's
 * background follows, so the whole window is dark or light.
 */
export function DoorLook({ children }: { children: ReactNode }) {
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const dark = (switchChoice() ?? (systemDark ? 'dark' : 'light')) === 'dark';
  const page = <CssBaseline enableColorScheme>{children}</CssBaseline>;
  if (!dark) return page;
  darkTheme ??= createTheme(consoleDarkTheme);
  return <ThemeProvider theme={darkTheme}>{page}</ThemeProvider>;
}
