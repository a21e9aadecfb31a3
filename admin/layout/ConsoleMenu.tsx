import DashboardIcon from '@mui/icons-material/Dashboard';
import ListSubheader from '@mui/material/ListSubheader';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useCallback, useMemo } from 'react';
import { Menu, useBasename, useGetResourceLabel, useLocation, useSidebarState } from 'react-admin';
import { allResources } from '../../src/resources';
import { routeOfPath } from '../table/resourceByRoute';
import { ConsoleMenuItem } from './ConsoleMenuItem';
import { consoleMenuStyles } from './consoleMenuStyles';
import { groupResources } from './menuGroups';
import { resourceIcon } from './resourceIcons';
import { useOfferedResources } from './useServerOffers';

/**
 * The menu: the dashboard, then one entry per resource the server offers, under its group's
 * heading (headings hide with the sidebar). Memoized: react-admin's layout draws it again
 * whenever the layout redraws.
 */
export const ConsoleMenu = memo(function ConsoleMenu() {
  const [open, setOpen] = useSidebarState();
  const basename = useBasename();
  const { pathname } = useLocation();
  const labelOf = useGetResourceLabel();
  const offered = useOfferedResources();
  const groups = useMemo(() => groupResources(offered), [offered]);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  // On a phone the sidebar covers the page, so following an entry folds it away.
  const onNavigate = useCallback(() => {
    if (isSmall) setOpen(false);
  }, [isSmall, setOpen]);
  const active = routeOfPath(pathname, allResources, basename);
  const atHome = pathname === basename || pathname === `${basename}/`;
  return (
    <Menu sx={consoleMenuStyles}>
      <ConsoleMenuItem
        to={basename}
        label="Dashboard"
        icon={DashboardIcon}
        active={atHome}
        sidebarOpen={open}
        onNavigate={onNavigate}
      />
      {/* A flat array: MUI's menu list walks its children and takes no fragments. */}
      {groups.flatMap((group) => [
        open ? (
          // A menu holds menu items and what divides them: a group's heading is a named separator
          // (a bare list item there is invalid ARIA, and axe says so).
          <ListSubheader
            key={group.title}
            role="separator"
            aria-label={group.title}
            disableSticky
            sx={{ lineHeight: 2.5, mt: 1, bgcolor: 'transparent' }}
          >
            {group.title}
          </ListSubheader>
        ) : null,
        ...group.resources.map((resource) => (
          <ConsoleMenuItem
            key={resource.key}
            to={`${basename}/${resource.route}`}
            label={labelOf(resource.route, 2)}
            icon={resourceIcon(resource.icon)}
            active={resource.route === active}
            sidebarOpen={open}
            onNavigate={onNavigate}
          />
        )),
      ])}
    </Menu>
  );
});
