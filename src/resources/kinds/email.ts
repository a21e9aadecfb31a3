import { defineKind } from './kind';
import { boundedString } from './valueChecks';

/** An email address, stored in lower case. */
export const email = defineKind({
  schema: (field, attr, context) =>
    boundedString(context, field, attr, `The ${attr} must be a valid email address.`)
      .toLowerCase()
      .email(`The ${attr} must be a valid email address.`),
  column: () => 'text',
  searchable: true,
});
