import CheckIcon from '@mui/icons-material/Check';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { fieldLabel, type FieldDef } from '../../src/resources';

/** "Add filter": shows or hides one filter per `filterable` field of the table. */
export function FilterMenu({ fields }: { fields: readonly FieldDef[] }) {
  const { displayedFilters, showFilter, hideFilter } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<FilterListIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add filter
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {fields.map((field) => {
          const shown = Boolean(displayedFilters?.[field.name]);
          return (
            <MenuItem
              key={field.name}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => {
                if (shown) hideFilter(field.name);
                else showFilter(field.name, undefined);
                setAnchor(null);
              }}
            >
              <ListItemIcon>{shown ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              {fieldLabel(field)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
