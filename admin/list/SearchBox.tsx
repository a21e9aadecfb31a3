import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

/** Waiting this long after the last key press before searching (react-admin's own list default). */
export const SEARCH_DELAY_MS = 500;

const searchIcon = {
  input: {
    endAdornment: (
      <InputAdornment position="end">
        <SearchIcon color="disabled" />
      </InputAdornment>
    ),
  },
};

/**
 * The list's search box: the `q` filter (docs/API.md), sent once the admin stops typing. A
 * plain text field rather than react-admin's form-bound SearchInput, so that opening a list
 * does not download the filter form (react-hook-form) until a filter is added.
 */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(applied);
  const sent = useRef(applied);

  // A search changed elsewhere (filters cleared, the back button) shows here too; the
  // search this box sent itself must not overwrite what has been typed since.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setText(applied);
  }, [applied]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      const { q: _previous, ...others } = filterValues;
      setFilters(text ? { ...others, q: text } : others, displayedFilters);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filterValues, displayedFilters, setFilters]);

  return (
    // Dressed like react-admin's SearchInput.
    <TextField
      size="small"
      variant="filled"
      hiddenLabel
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ ...searchIcon, htmlInput: { 'aria-label': placeholder } }}
      sx={{ width: 280, flexShrink: 0, mb: 1 }}
    />
  );
}
