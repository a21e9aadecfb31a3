import { defineKind, fromNumberColumn, numberFilter, toId } from './kind';
import { idSchema } from './valueChecks';

/** The id of a record of `reference`: exported by what that record is called, read back by either. */
export const reference = defineKind({
  schema: (field, attr, context) =>
    idSchema(context, attr).meta({
      description: `The id of one of ${field.reference ?? 'the records'}.`,
    }),
  column: () => 'integer',
  filterInput: 'record',
  pointsTo: 'one',
  csvOut: (field, value, { nameOf }) => nameOf(field, value),
  csvIn: async (field, text, { idOf }) => {
    const id = await idOf(field, text.trim());
    return typeof id === 'number' ? { value: id } : { value: text.trim(), error: id.error };
  },
  toWire: (_field, value) => toId(value),
  fromColumn: fromNumberColumn,
  filterColumn: (_field, value) => numberFilter(value),
});
