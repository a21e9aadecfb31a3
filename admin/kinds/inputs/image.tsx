import { UploadInput } from '../../inputs/UploadInput';
import type { KindInputs } from '../consoleKind';

/** An image to upload, or the one there. */
export const image: KindInputs = {
  input: ({ common }) => <UploadInput {...common} kind="image" />,
};
