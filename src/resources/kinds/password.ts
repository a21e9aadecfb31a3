import { plainKind } from './kind';

/** Write-only: hashed by the server, never sent back, never exported. */
export const password = plainKind;
