import { UploadInput } from '../../inputs/UploadInput';
import { textFilter } from './filters';
import type { KindInputs } from '../consoleKind';

/** A file to upload, or the one there. */
export const file: KindInputs = {
  input: ({ common }) => <UploadInput {...common} kind="file" />,
  filter: textFilter,
};
