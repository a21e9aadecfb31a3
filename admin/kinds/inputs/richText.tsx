import { LazyRichTextInput } from '../../inputs/LazyRichTextInput';
import type { KindInput } from '../consoleKind';

/** The rich text editor, loaded when a form first shows one. */
export const richText: KindInput = ({ common }) => <LazyRichTextInput {...common} />;
