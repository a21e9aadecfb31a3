import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CSSProperties, ReactNode } from 'react';
import {
  Link,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import { fieldLabel, kindOf, type FieldDef, type ResourceDef } from '../../src/resources';
import { useRelatedColumn } from '../fields/selectRelated';
import { savedRowSx, useIsSaved } from '../saves/useSavedRow';
import { recordPage } from '../table/recordPage';
import { cardText } from './cardText';
import { FullText, FullTextButton, fullTextFields, useFullTextShown } from './FullText';

/** How many fields a card shows under its title. */
const DETAILS = 3;

const clamp: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
};

const itemSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

const cardSx = {
  display: 'block',
  flex: 1,
  minWidth: 0,
  px: 2,
  py: 1.5,
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
} as const;

/** One field of the record in context as text; a reference by its record's representation. */
function CardValue({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const column = useRelatedColumn(field.name);
  const value: unknown = record?.[field.name];
  if (kindOf(field).pointsTo === 'one' && column) {
    const target = column.records.get(String(value));
    if (!target) return null;
    const shown = column.represent(target);
    return typeof shown === 'string' || typeof shown === 'number' ? <>{shown}</> : <>#{target.id}</>;
  }
  return <>{cardText(field, value)}</>;
}

/** One card's item, marked when it shows the record a save returned with. */
function CardItem({ id, children }: { id: Identifier; children: ReactNode }) {
  const saved = useIsSaved(id);
  return (
    <Box component="li" sx={itemSx} data-saved={saved || undefined}>
      {children}
    </Box>
  );
}

/**
 * A card's long texts in full, as a row's panel shows them on a wider screen: a button beside
 * the card (a link holds no button) and the panel under it.
 */
function CardFullText({ fields, id }: { fields: readonly FieldDef[]; id: Identifier }) {
  const [shown] = useFullTextShown();
  const panelId = `card-${String(id)}-full-text`;
  return (
    <>
      <Box sx={{ px: 1, pt: 1 }}>
        <FullTextButton panelId={panelId} />
      </Box>
      {shown ? (
        <Box id={panelId} sx={{ flexBasis: '100%', px: 2, pb: 1.5 }}>
          <FullText fields={fields} />
        </Box>
      ) : null}
    </>
  );
}

/**
 * A list on a phone: one card a record, its name and the next few listed fields, the whole card
 * a link to the record, as react-admin's SimpleList draws it, from parts the table already
 * loads (SimpleList's own would add 3 KB to every console's first download); where the list has
 * long texts, a "Show full text" button beside each card, as each row has.
 */
export default function ResourceCards({
  resource,
  listed,
}: {
  resource: ResourceDef;
  listed: readonly FieldDef[];
}) {
  const { data } = useListContext();
  const createPath = useCreatePath();
  const title =
    listed.find((field) => field.name === resource.recordRepresentation) ??
    listed.find((field) => field.kind !== 'image') ??
    listed[0];
  const details = listed.filter((field) => field !== title && field.kind !== 'image').slice(0, DETAILS);
  const longTexts = fullTextFields(listed);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, ...savedRowSx }}>
      {(data ?? []).map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <CardItem id={record.id}>
            <Link
              to={createPath({
                resource: resource.route,
                id: record.id,
                type: recordPage(resource) || 'edit',
              })}
              sx={cardSx}
            >
              <span style={clamp}>{title ? <CardValue field={title} /> : `#${record.id}`}</span>
              {details.map((field) => (
                <Typography
                  key={field.name}
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  style={clamp}
                >
                  {fieldLabel(field)}: <CardValue field={field} />
                </Typography>
              ))}
            </Link>
            {longTexts.length ? <CardFullText fields={longTexts} id={record.id} /> : null}
          </CardItem>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
