import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import {
  Confirm,
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
} from 'react-admin';
import { sameQuery } from './savedQueries';

/**
 * Saves the list's current query under a name, or removes it, in the store and with the
 * words of react-admin's AddSavedQueryDialog and RemoveSavedQueryDialog, drawn with the
 * dialog parts the console already loads for its deletes.
 */
export function SavedQueryDialog({ kind, onClose }: { kind: 'add' | 'remove'; onClose(): void }) {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [savedQueries, setSavedQueries] = useSavedQueries(resource);
  const [name, setName] = useState('');
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const saved = extractValidSavedQueries(savedQueries);

  if (kind === 'remove')
    return (
      <Confirm
        isOpen
        title="ra.saved_queries.remove_dialog_title"
        content="ra.saved_queries.remove_message"
        onConfirm={() => {
          setSavedQueries(saved.filter((query) => !sameQuery(query.value, current)));
          onClose();
        }}
        onClose={onClose}
      />
    );

  const add = (event?: FormEvent) => {
    event?.preventDefault();
    setSavedQueries([...saved, { label: name, value: current }]);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="saved-query-title">
      <DialogTitle id="saved-query-title">{translate('ra.saved_queries.new_dialog_title')}</DialogTitle>
      <DialogContent>
        <form onSubmit={add}>
          <TextField
            autoFocus
            margin="dense"
            label={translate('ra.saved_queries.query_name')}
            fullWidth
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={() => add()}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
