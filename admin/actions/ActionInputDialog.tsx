import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';

export interface ActionInputDialogProps {
  open: boolean;
  /** The action's label: the dialog's title and its confirming button ("Revoke"). */
  title: string;
  /** The field asked for ("Reason for revoking"). */
  label: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}

/** Asks for the text an action needs (a revocation's reason) before it runs; never empty. */
export function ActionInputDialog({ open, title, label, busy, onCancel, onConfirm }: ActionInputDialogProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const missing = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) onConfirm(text.trim());
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={label}
            value={text}
            required
            error={touched && missing}
            helperText={touched && missing ? `${label} is required.` : ' '}
            onChange={(event) => setText(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
