import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, type ComponentType } from 'react';
import { LinkBase, MenuItemLinkClasses } from 'react-admin';

// react-admin's MenuItemLink look, under its name, so theme overrides of RaMenuItemLink apply.
const StyledMenuItem = styled(MenuItem, {
  name: 'RaMenuItemLink',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.secondary,
  [`&.${MenuItemLinkClasses.active}`]: { color: (theme.vars ?? theme).palette.text.primary },
  [`& .${MenuItemLinkClasses.icon}`]: {
    color: (theme.vars ?? theme).palette.text.secondary,
    minWidth: theme.spacing(5),
  },
}));

const scrollToTop = { _scrollToTop: true };

export interface ConsoleMenuItemProps {
  to: string;
  label: string;
  icon: ComponentType;
  active: boolean;
  /** With the sidebar folded to icons, the label shows as a tooltip. */
  sidebarOpen: boolean;
  onNavigate(): void;
}

/**
 * One entry of the console's menu: react-admin's `<Menu.ResourceItem>` as it looks, but told
 * whether it is active by the menu instead of matching the location itself. Each of
 * react-admin's items follows the location, so every navigation drew all 28 again; these are
 * memoized and only the two whose state changes are drawn.
 */
export const ConsoleMenuItem = memo(function ConsoleMenuItem({
  to,
  label,
  icon: Icon,
  active,
  sidebarOpen,
  onNavigate,
}: ConsoleMenuItemProps) {
  const item = (
    <StyledMenuItem
      className={
        active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root
      }
      // @ts-expect-error MUI's MenuItem takes a link component, but does not type its props
      component={LinkBase}
      to={to}
      state={scrollToTop}
      tabIndex={0}
      onClick={onNavigate}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </StyledMenuItem>
  );
  if (sidebarOpen) return item;
  return (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});
