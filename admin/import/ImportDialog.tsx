import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ChangeEvent, useId, useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api';
import type { ImportReport } from '../../src/contract/csvImport';
import type { ResourceDef } from '../../src/resources';
import { serverMessageOf } from '../feedback/errorText';
import { useToast } from '../feedback/useToast';
import { ImportReportTable } from './ImportReportTable';
import { readCsv } from './readCsv';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The trial's outcome in a sentence: "2 to create, 1 to change, 1 unchanged, 1 refused." */
function summaryOf({ counts }: ImportReport): string {
  const parts = [
    counts.create ? `${counts.create} to create` : '',
    counts.update ? `${counts.update} to change` : '',
    counts.unchanged ? `${counts.unchanged} unchanged` : '',
    counts.refused ? `${counts.refused} refused` : '',
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

export interface ImportDialogProps {
  resource: ResourceDef;
  onClose: () => void;
}

/**
 * Import in two steps: the chosen file is read and tried on the server at once (nothing is
 * saved) and each row's outcome shown; the administrator then applies it all, or cancels.
 */
export default function ImportDialog({ resource, onClose }: ImportDialogProps) {
  const dataProvider = useDataProvider<MindWellDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const titleId = useId();
  const inputId = useId();
  const [rows, setRows] = useState<Record<string, string>[] | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = resource.plural.toLowerCase();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReport(null);
    setProblem(null);
    setRows(null);
    if (!file) return;
    setBusy(true);
    try {
      const read = readCsv(await file.text());
      if (read.problems.length > 0) throw new Error(`The file cannot be read. ${read.problems.join(' ')}`);
      setRows(read.rows);
      setReport(await dataProvider.importRows(resource.key, { rows: read.rows, apply: false }));
    } catch (error) {
      setProblem(serverMessageOf(error) ?? 'The import failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!rows) return;
    setBusy(true);
    try {
      const done = await dataProvider.importRows(resource.key, { rows, apply: true });
      if (!done.applied) {
        setReport(done);
        return;
      }
      const { create, update } = done.counts;
      toast(`Import done: ${create} created, ${update} changed.`, 'success');
      refresh();
      onClose();
    } catch (error) {
      setProblem(serverMessageOf(error) ?? 'The import failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const changing = report ? report.counts.create + report.counts.update : 0;
  const refused = report?.counts.refused ?? 0;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Import {name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Choose a CSV file whose first row names the columns, as Export writes them. A row with an ID changes
          that record; a row without one creates a record. Nothing is saved until you confirm.
        </DialogContentText>
        <label htmlFor={inputId}>CSV file</label>{' '}
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={choose} disabled={busy} />
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {report ? (
          <>
            <Alert severity={refused ? 'error' : 'info'} sx={{ mt: 2 }} role="status">
              {summaryOf(report)}{' '}
              {refused
                ? `Fix the refused ${refused === 1 ? 'row' : 'rows'} in the file and choose it again. Nothing has been saved.`
                : changing
                  ? 'Nothing has been saved yet.'
                  : 'The file changes nothing.'}
            </Alert>
            {report.ignoredColumns.length ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                These columns are not imported: {report.ignoredColumns.join(', ')}.
              </Alert>
            ) : null}
            <ImportReportTable report={report} caption={`What the file would do to ${name}`} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={busy || !report || refused > 0 || changing === 0}
        >
          {`Import ${plural(changing, 'row', 'rows')}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
