import type { ConsoleView } from './consoleKind';

/** Write-only: never shown. */
export const password: ConsoleView = {
  display: () => null,
};
