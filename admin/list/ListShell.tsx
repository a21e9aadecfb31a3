import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  CreateButton,
  Empty,
  ExportButton,
  Pagination,
  Title,
  TopToolbar,
  useListContext,
} from 'react-admin';
import type { ResourceDef } from '../../src/resources';
import { ImportButton } from '../import/ImportButton';
import { ColumnsMenu } from './ColumnsMenu';
import { FilterMenu } from './FilterMenu';
import { SearchBox } from './SearchBox';

const ResourceFilterForm = lazy(() => import('./ResourceFilterForm'));

export interface ListShellProps {
  resource: ResourceDef;
  pageSizes: number[];
  /** Offer the Columns button (a table, not the cards of a phone). */
  columns: boolean;
  children: ReactNode;
}

/**
 * The frame of every list, as react-admin's ListView draws it (title, toolbar, table,
 * pagination, an empty page) but with a lighter toolbar: the search box and "Add filter"
 * are plain controls, and react-admin's filter form loads once a filter is shown.
 */
export function ListShell({ resource, pageSizes, columns, children }: ListShellProps) {
  const { defaultTitle, error, isPending, total, filterValues, displayedFilters } = useListContext();
  const filterable = resource.fields.filter((field) => field.filterable);
  const searchable = resource.fields.some((field) => field.searchable);
  const filtering = Object.keys(filterValues).length > 0;
  const showsFilters = filterable.some((field) => displayedFilters?.[field.name]);

  if (!error && !isPending && total === 0 && !filtering)
    return (
      <Box className="list-page">
        <Title defaultTitle={defaultTitle} />
        <Empty hasCreate={!resource.readOnly} />
      </Box>
    );

  return (
    <Box className="list-page">
      <Title defaultTitle={defaultTitle} />
      <Box
        sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Box
          sx={{
            display: 'flex',
            flex: 1,
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            gap: 2,
            pt: 1,
            minWidth: 0,
          }}
        >
          {searchable ? <SearchBox placeholder={`Search ${resource.plural.toLowerCase()}`} /> : null}
          {showsFilters ? (
            <Suspense fallback={null}>
              <ResourceFilterForm resource={resource} />
            </Suspense>
          ) : null}
        </Box>
        <TopToolbar>
          <FilterMenu fields={filterable} />
          {columns ? <ColumnsMenu /> : null}
          {resource.readOnly ? null : <CreateButton />}
          <ExportButton />
          <ImportButton resource={resource} />
        </TopToolbar>
      </Box>
      {/* Not clipped: the bulk bar sits at its top edge. */}
      <Card sx={{ overflow: 'visible' }}>{children}</Card>
      <Pagination rowsPerPageOptions={pageSizes} />
    </Box>
  );
}
