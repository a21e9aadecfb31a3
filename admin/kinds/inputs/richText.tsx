import { LazyRichTextInput } from '../../inputs/LazyRichTextInput';
import type { KindInputs } from '../consoleKind';

/** The rich text editor, loaded when a form first shows one. */
export const richText: KindInputs = {
  input: ({ common }) => <LazyRichTextInput {...common} />,
};
