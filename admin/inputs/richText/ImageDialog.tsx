import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';

/** Images the server takes (server/uploads/fileTypes.ts). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export interface ImageDialogProps {
  /** The image pasted or dropped; null: the author picks one here. */
  file: File | null;
  open: boolean;
  onClose(): void;
  /** Uploads the image and puts it in the text; rejects with what went wrong. */
  onInsert(file: File, alt: string): Promise<void>;
}

/** An image to add to rich text: its file and its text alternative, which is required. */
export function ImageDialog({ file: given, open, onClose, onInsert }: ImageDialogProps) {
  const titleId = useId();
  const [file, setFile] = useState<File | null>(given);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState('');
  const [fileError, setFileError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string>();

  useEffect(() => {
    setFile(given);
    setAlt('');
    setAltError('');
    setFileError('');
    setFailure('');
  }, [given, open]);

  useEffect(() => {
    if (!file) return setShown(undefined);
    const url = URL.createObjectURL(file);
    setShown(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = alt.trim();
    setFileError(file ? '' : 'Choose an image to add.');
    setAltError(text ? '' : 'Describe the image: alt text is required.');
    if (!file || !text) return;
    setBusy(true);
    setFailure('');
    try {
      await onInsert(file, text);
      onClose();
    } catch (error) {
      setFailure(`The image could not be added: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add an image</DialogTitle>
        <DialogContent>
          {shown && (
            <img
              src={shown}
              alt=""
              style={{ display: 'block', maxWidth: '100%', maxHeight: 240, margin: '0 auto 16px' }}
            />
          )}
          {!given && (
            <>
              <Button variant="outlined" component="label">
                {file ? 'Choose another image' : 'Choose an image'}
                <input
                  type="file"
                  accept={ACCEPTED}
                  hidden
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setFileError('');
                  }}
                />
              </Button>
              {file && <span style={{ marginLeft: 12 }}>{file.name}</span>}
              {fileError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {fileError}
                </Alert>
              )}
            </>
          )}
          <TextField
            label="Alt text"
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              if (event.target.value.trim()) setAltError('');
            }}
            required
            autoFocus={Boolean(given)}
            fullWidth
            multiline
            margin="normal"
            error={altError !== ''}
            helperText={altError || 'Say what the image shows, for people who cannot see it.'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Adding the image…' : 'Add image'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
