import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

/** A menu entry that is on or off: a filter shown, a column shown. */
export const CheckMenuItem = ({
  on,
  onClick,
  children,
}: {
  on: boolean;
  onClick(): void;
  children: ReactNode;
}) => (
  <MenuItem role="menuitemcheckbox" aria-checked={on} onClick={onClick}>
    <ListItemIcon>{on ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
    {children}
  </MenuItem>
);
