import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { Datagrid, ListBase, TextField } from 'react-admin';
import { defaultListParams } from '../../src/api/lists';
import { type ResourceDef, kindOf } from '../../src/resources';
import { RecordActions } from '../actions/RecordActions';
import { csvExporter } from '../export/csvExporter';
import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton';
import { useDeleteFeedback } from '../feedback/useDeleteFeedback';
import { fieldDisplay } from '../fields/fieldDisplay';
import { SelectRelated } from '../fields/selectRelated';
import ResourceCards from '../list/ResourceCards';
import { BulkButtons, hasBulkButtons } from '../list/BulkButtons';
import { columnsToOmit } from '../list/columnFit';
import { DescribingHeader } from '../list/DescribingHeader';
import { FullText, fullTextColumn, fullTextFields } from '../list/FullText';
import { keyboardBody } from '../list/keyboardRow';
import { ListShell } from '../list/ListShell';
import { SavedRowContext, savedRowSx, useSavedId } from '../saves/useSavedRow';
import { useShownColumns } from '../list/useShownColumns';
import { recordPage } from '../table/recordPage';
import { useResourceDef } from '../table/resourceByRoute';

const PAGE_SIZES = [10, 25, 50, 100];

const onPhone = (theme: Theme) => theme.breakpoints.down('sm');

const datagridSx = {
  // The bulk bar opens in the card, above the header, where nothing covers it (react-admin
  // lifts it over the list's toolbar, which here is taller and stays on top).
  '& .MuiToolbar-root.RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' },
  // Columns shown beyond the window's width scroll inside the card, never the page.
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  // react-admin's expand arrow is out of the keyboard's reach: each row has its own button
  // (fullTextColumn) in its place.
  '& .RaDatagrid-expandIconCell, & .RaDatagrid-expandHeader': { display: 'none' },
  '& .RaDatagrid-row:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
} as const;

/**
 * Every resource's list, from its table entry: the `list` fields as columns (sortable where
 * the table says), search, filters and saved queries, the actions, CSV export and deletes that
 * ask first. Columns that do not fit the window start hidden (the Columns button shows them);
 * each row is reached with Tab and opened with Enter; on a phone the list is cards.
 */
export default function ResourceList() {
  const resource = useResourceDef();
  const phone = useMediaQuery(onPhone, { noSsr: true });
  // The same first page the console prefetched, so it shows from the cache at once.
  const { pagination, sort } = defaultListParams(resource);
  const pageSizes = [...new Set([...PAGE_SIZES, pagination.perPage])].sort((a, b) => a - b);
  const listed = resource.fields.filter((field) => field.list && !kindOf(field).hashed);
  const savedId = useSavedId();

  return (
    <ListBase sort={sort} perPage={pagination.perPage} exporter={csvExporter(resource)}>
      <ListShell resource={resource} pageSizes={pageSizes} columns={!phone}>
        <SelectRelated fields={listed.filter((field) => kindOf(field).pointsTo === 'one')}>
          <SavedRowContext.Provider value={savedId}>
            {phone ? (
              <ResourceCards resource={resource} listed={listed} />
            ) : (
              <ResourceTable resource={resource} listed={listed} />
            )}
          </SavedRowContext.Provider>
        </SelectRelated>
      </ListShell>
    </ListBase>
  );
}

function ResourceTable({ resource, listed }: { resource: ResourceDef; listed: ResourceDef['fields'] }) {
  const deleteFeedback = useDeleteFeedback(resource);
  const longTexts = fullTextFields(listed);
  // Read once: the default of a preference the admin may change with the Columns button.
  const [omit] = useState(() => columnsToOmit(resource, listed, window.innerWidth, longTexts.length > 0));
  const columns = useMemo(
    () =>
      [
        <TextField key="id" source="id" label="ID" />,
        ...listed.map((field) => fieldDisplay(field, true)),
        resource.actions?.length ? <RecordActions key="actions" label="Actions" resource={resource} /> : null,
        resource.endpoints.delete ? (
          <ConfirmDeleteButton key="delete" label="Delete" resource={resource} feedback={deleteFeedback} />
        ) : null,
      ].filter((column) => column !== null),
    [resource, listed, deleteFeedback],
  );
  const shown = useShownColumns(resource.route, columns, omit);
  return (
    <Datagrid
      header={DescribingHeader}
      rowClick={recordPage(resource)}
      body={keyboardBody}
      expand={longTexts.length ? <FullText fields={longTexts} /> : undefined}
      bulkActionButtons={
        hasBulkButtons(resource) ? <BulkButtons resource={resource} deleteFeedback={deleteFeedback} /> : false
      }
      sx={{ ...datagridSx, ...savedRowSx }}
    >
      {longTexts.length ? fullTextColumn : null}
      {shown}
    </Datagrid>
  );
}
