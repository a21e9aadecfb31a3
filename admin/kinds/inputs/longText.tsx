import { TextInput } from 'react-admin';
import type { KindInput } from '../consoleKind';

/** Paragraphs. */
export const longText: KindInput = ({ common }) => <TextInput {...common} multiline minRows={3} />;
