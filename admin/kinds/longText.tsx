import { TextField } from 'react-admin';
import { clampSx } from './shared';
import type { ConsoleView } from './consoleKind';

/** Paragraphs: two lines in a list. */
export const longText: ConsoleView = {
  display: (_field, common, inList) => <TextField {...common} sx={inList ? clampSx : undefined} />,
};
