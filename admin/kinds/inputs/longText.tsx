import { TextInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

/** Paragraphs. */
export const longText: KindInputs = {
  input: ({ common }) => <TextInput {...common} multiline minRows={3} />,
};
