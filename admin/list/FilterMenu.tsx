import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove';
import CheckIcon from '@mui/icons-material/Check';
import ClearIcon from '@mui/icons-material/Clear';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import {
  extractValidSavedQueries,
  useListContext,
  useNavigate,
  useSavedQueries,
  useTranslate,
} from 'react-admin';
import { fieldLabel, type FieldDef } from '../../src/resources';
import { sameQuery, savedQuerySearch } from './savedQueries';

// The dialogs that name or remove a saved query load when one is asked for.
const SavedQueryDialog = lazy(() => import('./SavedQueryDialog'));

/**
 * "Add filter": shows or hides one filter per `filterable` field of the table, and, as
 * react-admin's FilterButton does, offers the list's saved queries (kept in the console's
 * store), saving the current one and removing it.
 */
export function FilterMenu({ fields }: { fields: readonly FieldDef[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { resource, displayedFilters, filterValues, sort, perPage, showFilter, hideFilter, setFilters } =
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
            <MenuItem
              key={field.name}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => {
                if (shown) hideFilter(field.name);
                else showFilter(field.name, undefined);
                close();
              }}
            >
              <ListItemIcon>{shown ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              {fieldLabel(field)}
            </MenuItem>
          );
        })}
        {fields.length > 0 && (filtering || saved.length > 0) ? <Divider /> : null}
        {saved.map((query, index) =>
          sameQuery(query.value, current) ? (
            <MenuItem
              key={index}
              onClick={() => {
                setDialog('remove');
                close();
              }}
            >
              <ListItemIcon>
                <BookmarkRemoveIcon fontSize="small" />
              </ListItemIcon>
              {translate('ra.saved_queries.remove_label_with_name', {
                _: 'Remove query "%{name}"',
                name: query.label,
              })}
            </MenuItem>
          ) : (
            <MenuItem
              key={index}
              onClick={() => {
                navigate({ search: savedQuerySearch(query.value) });
                close();
              }}
            >
              <ListItemIcon>
                <BookmarkBorderIcon fontSize="small" />
              </ListItemIcon>
              {query.label}
            </MenuItem>
          ),
        )}
        {filtering && !currentSaved ? (
          <MenuItem
            onClick={() => {
              setDialog('add');
              close();
            }}
          >
            <ListItemIcon>
              <BookmarkAddIcon fontSize="small" />
            </ListItemIcon>
            {translate('ra.saved_queries.new_label', { _: 'Save current query...' })}
          </MenuItem>
        ) : null}
        {filtering ? (
          <MenuItem
            onClick={() => {
              setFilters({}, {});
              close();
            }}
          >
            <ListItemIcon>
              <ClearIcon fontSize="small" />
            </ListItemIcon>
            {translate('ra.action.remove_all_filters', { _: 'Remove all filters' })}
          </MenuItem>
        ) : null}
      </Menu>
      {dialog ? (
        <Suspense fallback={null}>
          <SavedQueryDialog kind={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
