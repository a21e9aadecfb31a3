import { plainKind } from './kind';

/** An email address, stored in lower case. */
export const email = plainKind;
