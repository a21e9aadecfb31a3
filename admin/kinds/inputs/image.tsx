import { UploadInput } from '../../inputs/UploadInput';
import { textFilter } from './filters';
import type { KindInputs } from '../consoleKind';

/** An image to upload, or the one there. */
export const image: KindInputs = {
  input: ({ common }) => <UploadInput {...common} kind="image" />,
  filter: textFilter,
};
