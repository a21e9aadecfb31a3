import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { fieldLabel, isResourceKey, getResource, kindOf, type FieldDef } from '../../src/resources';
import { htmlToText } from '../../src/resources/kinds/readableText';
import { parseDetail } from './entrySentence';

/** A stored value as a person reads it: rich text without its tags, lists and objects as JSON. */
function shown(field: FieldDef | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field && kindOf(field).html && typeof value === 'string') return htmlToText(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * What an audited change did, field by field: the value before and after. A create has no
 * before and a delete no after; the fields are named as the changed record's form names them.
 */
export function ChangeTable() {
  const record = useRecordContext();
  const { before = {}, after = {} } = parseDetail(record?.detail);
  const key = typeof record?.resource === 'string' ? record.resource : '';
  const fields = isResourceKey(key) ? getResource(key).fields : [];
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => name !== 'id');
  if (names.length === 0) return <Typography variant="body2">No field changed.</Typography>;
  return (
    <Table size="small" aria-label="Changes">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {names.map((name) => {
          const field = fields.find((candidate) => candidate.name === name);
          return (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {field ? fieldLabel(field) : name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', color: 'error.main' }}>
                {shown(field, before[name])}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', color: 'success.main' }}>
                {shown(field, after[name])}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
