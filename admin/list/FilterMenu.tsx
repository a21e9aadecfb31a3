import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import {
  extractValidSavedQueries,
  useListContext,
  useNavigate,
  useSavedQueries,
  useTranslate,
} from 'react-admin';
import { fieldLabel, type FieldDef } from '../../src/resources';
import { CheckMenuItem } from './CheckMenuItem';
import { SavedQueryDialog } from './SavedQueryDialog';
import { sameQuery, savedQuerySearch } from './savedQueries';

/**
 * "Add filter": shows or hides one filter per `filterable` field of the table, and, as
 * react-admin's FilterButton does, offers the list's saved queries (kept in the console's
 * store), saving the current one and removing it.
 */
export function FilterMenu({ fields }: { fields: readonly FieldDef[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { resource, displayedFilters, filterValues, sort, perPage, showFilter, hideFilter } =
    useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'add' | 'remove' | null>(null);
  const [savedQueries] = useSavedQueries(resource);
  const saved = extractValidSavedQueries(savedQueries);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const filtering = Object.keys(filterValues).length > 0;
  const currentSaved = saved.some((query) => sameQuery(query.value, current));
  const close = () => setAnchor(null);

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
      <Menu open={anchor !== null} anchorEl={anchor} onClose={close}>
        {fields.map((field) => {
          const shown = Boolean(displayedFilters?.[field.name]);
          return (
            <CheckMenuItem
              key={field.name}
              on={shown}
              onClick={() => {
                if (shown) hideFilter(field.name);
                else showFilter(field.name, undefined);
                close();
              }}
            >
              {fieldLabel(field)}
            </CheckMenuItem>
          );
        })}
        {fields.length > 0 && (filtering || saved.length > 0) ? <Divider /> : null}
        {saved.map((query, index) => {
          // The query shown now can be removed; another one is opened.
          const isCurrent = sameQuery(query.value, current);
          return (
            <MenuItem
              key={index}
              onClick={() => {
                if (isCurrent) setDialog('remove');
                else navigate({ search: savedQuerySearch(query.value) });
                close();
              }}
            >
              {isCurrent
                ? translate('ra.saved_queries.remove_label_with_name', { name: query.label })
                : query.label}
            </MenuItem>
          );
        })}
        {filtering && !currentSaved ? (
          <MenuItem
            onClick={() => {
              setDialog('add');
              close();
            }}
          >
            {translate('ra.saved_queries.new_label')}
          </MenuItem>
        ) : null}
      </Menu>
      {dialog ? <SavedQueryDialog kind={dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
