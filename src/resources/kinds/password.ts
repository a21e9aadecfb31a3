import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, maxLengthOf } from '../fieldRules';
import { defineKind } from './kind';

/** Write-only: hashed by the server, never sent back, never exported. */
export const password = defineKind({
  schema: (field, attr, { z }) =>
    z
      .string({ error: `The ${attr} must be text.` })
      .min(PASSWORD_MIN_LENGTH, `The ${attr} must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(
        maxLengthOf(field) ?? PASSWORD_MAX_LENGTH,
        `The ${attr} may not be greater than ${maxLengthOf(field) ?? PASSWORD_MAX_LENGTH} characters.`,
      )
      .meta({ format: 'password', writeOnly: true }),
  // Passwords an admin sets are held to the same rules as the ones people choose themselves.
  recordProblems: (field, value, record, { passwordProblems }) => {
    if (field.confirms || typeof value !== 'string') return [];
    const email = record.email;
    return passwordProblems(value, typeof email === 'string' ? email : '');
  },
  blank: 'unchanged',
  column: () => 'text',
  hashed: true,
  toColumn: (_field, value, { hashPassword }) => hashPassword(String(value)),
});
