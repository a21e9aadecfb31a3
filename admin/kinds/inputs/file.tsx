import { UploadInput } from '../../inputs/UploadInput';
import type { KindInputs } from '../consoleKind';

/** A file to upload, or the one there. */
export const file: KindInputs = {
  input: ({ common }) => <UploadInput {...common} kind="file" />,
};
