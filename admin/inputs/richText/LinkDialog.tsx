import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { LINK_SCHEMES } from '../../../src/contract/richTextMarkup';

/** An address the server keeps on a link: one of LINK_SCHEMES, or a path of this site. */
export function isKeptAddress(address: string): boolean {
  if (address.startsWith('/') && !address.startsWith('//')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  return scheme !== undefined && (LINK_SCHEMES as readonly string[]).includes(scheme);
}

export interface LinkDialogProps {
  open: boolean;
  /** The link's address now, when the selection is in one. */
  current: string;
  onClose(): void;
  onSave(address: string): void;
  onRemove(): void;
}

/** The address of a link, asked in a dialog (not a browser prompt). */
export function LinkDialog({ open, current, onClose, onSave, onRemove }: LinkDialogProps) {
  const titleId = useId();
  const [address, setAddress] = useState(current);
  const [error, setError] = useState('');

  useEffect(() => {
    setAddress(current);
    setError('');
  }, [current, open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = address.trim();
    if (!isKeptAddress(text)) {
      setError(
        'Give a web address (https://…), an email (mailto:…), a phone (tel:…) or a page of this site (/…).',
      );
      return;
    }
    onSave(text);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{current ? 'Edit the link' : 'Add a link'}</DialogTitle>
        <DialogContent>
          <TextField
            label="Address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            required
            autoFocus
            fullWidth
            margin="normal"
            error={error !== ''}
            helperText={error || 'Where the link goes, for example https://www.nhs.uk/mental-health/'}
          />
        </DialogContent>
        <DialogActions>
          {current && (
            <Button
              color="error"
              onClick={() => {
                onRemove();
                onClose();
              }}
            >
              Remove link
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
