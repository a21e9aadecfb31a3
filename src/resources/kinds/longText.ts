import { plainKind } from './kind';

/** Text of several lines, tags stripped by the server. */
export const longText = plainKind;
