import { defineKind } from './kind';
import { textSchema } from './valueChecks';

/** Paragraphs of plain text, tags stripped by the server. */
export const longText = defineKind({
  schema: (field, attr, context) => textSchema(context, field, attr, context.stripTags),
  column: () => 'text',
  searchable: true,
  long: true,
  mayNameUploads: true,
});
