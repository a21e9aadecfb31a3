import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import studentStyles from '../../../student/styles.css?inline';
import playerStyles from '../../../student/features/learn/player.css?inline';
import { LESSON_MEDIA_MARKER } from '../../../src/contract/richTextMarkup';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where the student's player will be, shown as a box saying so. */
const MEDIA_STAND_IN =
  '<div style="display:grid;place-items:center;aspect-ratio:16/9;margin:1rem 0;border-radius:10px;' +
  'background:#1d2130;color:#fff;font-weight:600">The lesson’s video or audio plays here</div>';

/** The student site's page around cleaned lesson text: its own styles, no script. */
export function previewDocument(title: string, html: string): string {
  return (
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Preview</title>' +
    `<style>${studentStyles}</style><style>${playerStyles}</style></head>` +
    '<body><main class="player"><article class="lesson">' +
    (title ? `<h1 class="lesson__title">${escapeText(title)}</h1>` : '') +
    `<div class="lesson__content prose">${html.split(LESSON_MEDIA_MARKER).join(MEDIA_STAND_IN)}</div>` +
    '</article></main></body></html>'
  );
}

export interface PreviewDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  html: string;
  /** The text cleaned by the server, as a save would clean it. */
  clean(html: string): Promise<string>;
}

/** The text as the student will see it: cleaned by the server, shown with the student site's styles. */
export function PreviewDialog({ open, onClose, title, html, clean }: PreviewDialogProps) {
  const titleId = useId();
  const [page, setPage] = useState<string>();
  const [failure, setFailure] = useState('');

  useEffect(() => {
    if (!open) return;
    let current = true;
    setPage(undefined);
    setFailure('');
    clean(html).then(
      (cleaned) => current && setPage(previewDocument(title, cleaned)),
      (error: unknown) =>
        current &&
        setFailure(
          `The preview could not be made: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
    return () => {
      current = false;
    };
  }, [open, html, title, clean]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>Preview</DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        {!failure && !page && <p role="status">Making the preview…</p>}
        {page && (
          <iframe
            title="The text as a student will see it"
            srcDoc={page}
            sandbox=""
            style={{ width: '100%', height: '70vh', border: '1px solid #d5d7e0', borderRadius: 8 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
