import { UploadInput } from '../../inputs/UploadInput';
import type { KindInputs } from '../consoleKind';

/** A file to upload (a lesson's media or captions, where the field says so), or the one there. */
export const file: KindInputs = {
  input: ({ common, field }) => <UploadInput {...common} kind="file" upload={field.upload} />,
};
