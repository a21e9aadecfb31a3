import ListSubheader from '@mui/material/ListSubheader';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback } from 'react';
import { Menu, useBasename, useGetResourceLabel, useLocation, useSidebarState } from 'react-admin';
import { allResources, type ResourceDef } from '../../src/resources';
import { ConsoleMenuItem } from './ConsoleMenuItem';
import { groupResources } from './menuGroups';
import { resourceIcon } from './resourceIcons';

const groups = groupResources(allResources);

/**
 * The entry a page belongs to: the longest resource route the path lies under, so
 * `courses/course-levels/3` lights "Course Levels", not "Courses" as well.
 */
export function activeRoute(
  pathname: string,
  basename: string,
  table: readonly ResourceDef[],
): string | undefined {
  let found: string | undefined;
  for (const { route } of table) {
    const root = `${basename}/${route}`;
    if ((pathname === root || pathname.startsWith(`${root}/`)) && route.length > (found?.length ?? -1))
      found = route;
  }
  return found;
}

/** The menu: one entry per resource, under its group's heading (headings hide with the sidebar). */
export function ConsoleMenu() {
  const [open, setOpen] = useSidebarState();
  const basename = useBasename();
  const { pathname } = useLocation();
  const labelOf = useGetResourceLabel();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  // On a phone the sidebar covers the page, so following an entry folds it away.
  const onNavigate = useCallback(() => {
    if (isSmall) setOpen(false);
  }, [isSmall, setOpen]);
  const active = activeRoute(pathname, basename, allResources);
  return (
    <Menu>
      {/* A flat array: MUI's menu list walks its children and takes no fragments. */}
      {groups.flatMap((group) => [
        open ? (
          <ListSubheader
            key={group.title}
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
}

/** Resources in menu order: the first one is where /dashboard/admin lands. */
export const resourcesInMenuOrder = groups.flatMap((group) => group.resources);
