import type { CSSProperties } from 'react';
import { SimpleList, useRecordContext } from 'react-admin';
import { fieldLabel, type FieldDef, type ResourceDef } from '../../src/resources';
import { useRelatedColumn } from '../fields/selectRelated';
import { recordPage } from '../table/recordPage';
import { cardText } from './cardText';

/** How many fields a card shows under its title. */
const DETAILS = 3;

const clamp: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/** One field of the record in context as text; a reference by its record's representation. */
function CardValue({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const column = useRelatedColumn(field.name);
  const value: unknown = record?.[field.name];
  if (field.kind === 'reference' && column) {
    const target = column.records.get(String(value));
    if (!target) return null;
    const shown = column.represent(target);
    return typeof shown === 'string' || typeof shown === 'number' ? <>{shown}</> : <>#{target.id}</>;
  }
  return <>{cardText(field, value)}</>;
}

function CardDetails({ fields }: { fields: readonly FieldDef[] }) {
  return (
    <>
      {fields.map((field) => (
        // Spans: the card's secondary line is a paragraph.
        <span key={field.name} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          <span style={clamp}>
            {fieldLabel(field)}: <CardValue field={field} />
          </span>
        </span>
      ))}
    </>
  );
}

/**
 * A list on a phone: one card a record, its name and the next few listed fields, the whole card
 * a link to the record (react-admin's SimpleList, as its docs suggest for small screens).
 */
export default function ResourceCards({
  resource,
  listed,
}: {
  resource: ResourceDef;
  listed: readonly FieldDef[];
}) {
  const title =
    listed.find((field) => field.name === resource.recordRepresentation) ??
    listed.find((field) => field.kind !== 'image') ??
    listed[0];
  const details = listed.filter((field) => field !== title && field.kind !== 'image').slice(0, DETAILS);
  return (
    <SimpleList
      rowClick={recordPage(resource)}
      primaryText={title ? <CardValue field={title} /> : undefined}
      secondaryText={<CardDetails fields={details} />}
      tertiaryText={(record) => `#${record.id}`}
      sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
    />
  );
}
