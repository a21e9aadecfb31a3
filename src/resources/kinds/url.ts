import { defineKind } from './kind';
import { boundedString, isHttpUrl } from './valueChecks';

/** A web address, http or https. */
export const url = defineKind({
  schema: (field, attr, context) =>
    boundedString(context, field, attr, `The ${attr} must be a valid http or https URL.`).refine(
      isHttpUrl,
      `The ${attr} must be a valid http or https URL.`,
    ),
  column: () => 'text',
  searchable: true,
  mayNameUploads: true,
});
