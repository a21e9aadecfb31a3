import { defineKind } from './kind';
import { textSchema } from './valueChecks';

/** One line of text, tags stripped by the server. */
export const text = defineKind({
  schema: (field, attr, context) => textSchema(context, field, attr, context.stripTags),
  column: () => 'text',
  searchable: true,
  mayNameUploads: true,
});
