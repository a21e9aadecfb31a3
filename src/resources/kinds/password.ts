import { defineKind } from './kind';

/** Write-only: hashed by the server, never sent back, never exported. */
export const password = defineKind({
  hashed: true,
  toColumn: (_field, value, { hashPassword }) => hashPassword(String(value)),
});
