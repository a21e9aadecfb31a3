import { DeferredRichTextField } from '../fields/deferredFields';
import { clampSx } from './shared';
import type { ConsoleView } from './consoleKind';

/** HTML, sanitized again as shown; in a list, its words on two lines. */
export const richText: ConsoleView = {
  display: (_field, common, inList) =>
    inList ? (
      <DeferredRichTextField {...common} stripTags sx={clampSx} />
    ) : (
      <DeferredRichTextField {...common} />
    ),
};
