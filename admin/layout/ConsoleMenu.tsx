import ListSubheader from '@mui/material/ListSubheader';
import { Menu, useSidebarState } from 'react-admin';
import { allResources } from '../../src/resources';
import { groupResources } from './menuGroups';

const groups = groupResources(allResources);

/** The menu: one entry per resource, under its group's heading (headings hide with the sidebar). */
export function ConsoleMenu() {
  const [open] = useSidebarState();
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
        ...group.resources.map((resource) => <Menu.ResourceItem key={resource.key} name={resource.route} />),
      ])}
    </Menu>
  );
}

/** Resources in menu order: the first one is where /dashboard/admin lands. */
export const resourcesInMenuOrder = groups.flatMap((group) => group.resources);
