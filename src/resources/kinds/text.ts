import { plainKind } from './kind';

/** One line of text, tags stripped by the server. */
export const text = plainKind;
