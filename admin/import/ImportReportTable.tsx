import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportAction, ImportReport, ImportRowResult } from '../../src/contract/csvImport';

const OUTCOME: Record<ImportAction, string> = {
  create: 'Create',
  update: 'Change',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

function details(row: ImportRowResult): string {
  if (row.errors)
    return Object.entries(row.errors)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join(' ');
  if (row.changes) return `Sets ${row.changes.join(', ')}`;
  return '';
}

/** Every row of a tried file: its outcome, the record and what changes or why it is refused. */
export function ImportReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  return (
    <TableContainer sx={{ mt: 2, maxHeight: 360 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Record</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell sx={row.action === 'refused' ? { fontWeight: 'bold' } : undefined}>
                {OUTCOME[row.action]}
              </TableCell>
              <TableCell>{[row.id ? `#${row.id}` : '', row.label ?? ''].filter(Boolean).join(' ')}</TableCell>
              <TableCell>{details(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
