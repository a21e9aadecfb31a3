import { UploadInput } from '../../inputs/UploadInput';
import type { KindInput } from '../consoleKind';

/** A file to upload, or the one there. */
export const file: KindInput = ({ common }) => <UploadInput {...common} kind="file" />;
