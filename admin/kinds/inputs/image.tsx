import { UploadInput } from '../../inputs/UploadInput';
import type { KindInput } from '../consoleKind';

/** An image to upload, or the one there. */
export const image: KindInput = ({ common }) => <UploadInput {...common} kind="image" />;
