import Tooltip from '@mui/material/Tooltip';
import { memo, type ComponentType } from 'react';
import { LinkBase, MenuItemLinkClasses } from 'react-admin';

const scrollToTop = { _scrollToTop: true };

/** The label's class; the entry's look is the menu's (consoleMenuStyles.ts). */
export const MENU_LABEL_CLASS = 'ConsoleMenuItem-label';

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
 * One entry of the console's menu: react-admin's `<Menu.ResourceItem>` as it looks, under its
 * class names, but a plain link styled by the menu once for all 28 entries (MUI's
 * MenuItem, its ripple, icon box and Typography made the menu about 150 ms of the console's
 * first draw on a slow machine). Told whether it is active by the menu instead of matching the
 * location itself, and memoized, so a navigation draws only the two entries whose state changes.
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
    <LinkBase
      to={to}
      state={scrollToTop}
      role="menuitem"
      tabIndex={0}
      aria-current={active ? 'page' : undefined}
      className={
        active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root
      }
      onClick={onNavigate}
    >
      <span className={MenuItemLinkClasses.icon}>
        <Icon />
      </span>
      <span className={MENU_LABEL_CLASS}>{label}</span>
    </LinkBase>
  );
  if (sidebarOpen) return item;
  return (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});
