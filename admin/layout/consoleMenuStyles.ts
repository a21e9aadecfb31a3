import type { SxProps, Theme } from '@mui/material/styles';
import { MenuItemLinkClasses } from 'react-admin';
import { MENU_LABEL_CLASS } from './ConsoleMenuItem';

/**
 * The look of the menu's entries (ConsoleMenuItem.tsx), given once on the menu instead of by
 * a styled component per entry: MUI's MenuItem as react-admin's MenuItemLink shows it. A
 * theme's `RaMenuItemLink` overrides no longer reach the entries; the console's theme has none.
 */
export const consoleMenuStyles: SxProps<Theme> = (theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${MenuItemLinkClasses.root}`]: {
      ...theme.typography.body1,
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      minHeight: 48,
      [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
      padding: '6px 16px',
      color: palette.text.secondary,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      outline: 0,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': {
        backgroundColor: palette.action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&:focus-visible': { backgroundColor: palette.action.focus },
    },
    [`& .${MenuItemLinkClasses.active}`]: { color: palette.text.primary },
    [`& .${MenuItemLinkClasses.icon}`]: {
      display: 'inline-flex',
      flexShrink: 0,
      minWidth: theme.spacing(5),
      color: palette.text.secondary,
    },
    [`& .${MENU_LABEL_CLASS}`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
  };
};
