import { UploadInput } from '../../inputs/UploadInput';
import type { KindInput } from '../consoleKind';

/** A file to upload (a lesson's media or captions, where the field says so), or the one there. */
export const file: KindInput = ({ common, field }) => (
  <UploadInput {...common} kind="file" upload={field.upload} />
);
