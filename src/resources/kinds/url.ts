import { plainKind } from './kind';

/** An http or https address. */
export const url = plainKind;
