import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * MindWell's colours on react-admin's light theme; the four-dot loader uses the same green. Dark
 * enough for a 4.5:1 contrast where it is text: a focused field's label on its grey fill (5.5:1)
 * and a text button on the form's grey toolbar (4.8:1).
 */
export const BRAND_GREEN = '#276b5c';

/**
 * react-admin names a list row's checkbox ("Select this row") with `aria-label`, which MUI puts
 * on the checkbox's outer span, leaving the input itself without a name. A checkbox of the
 * console carries such a name on its input instead; one given on the input already is kept.
 */
const checkboxNamedOnItsInput: RaThemeOptions['components'] = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ 'aria-label': undefined }),
        input: (owner: CheckboxOwnerState) => ({ 'aria-label': owner['aria-label'] }),
      },
    },
  },
};

export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BRAND_GREEN },
    secondary: { main: '#4a3aa7' },
    // Delete buttons stand on the form's grey toolbar: MUI's red is 3.8:1 there, this one 5:1.
    error: { main: '#b71c1c' },
  },
  components: { ...defaultLightTheme.components, ...checkboxNamedOnItsInput },
};

/**
 * The same colours for a dark screen, lighter so text in them keeps a 4.5:1 contrast on
 * react-admin's dark background and its toolbars (links, buttons and the active sort are in the
 * primary colour, delete buttons in the error colour).
 */
export const consoleDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: '#7ccbb6' },
    secondary: { main: '#b3a8f0' },
    error: { main: '#ef9a9a' },
  },
  components: { ...defaultDarkTheme.components, ...checkboxNamedOnItsInput },
};
