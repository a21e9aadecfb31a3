import { NumberInput, TextInput } from 'react-admin';
import type { FilterProps } from './consoleKind';

/** Dates read the British way, like the prices beside them. */
export const DATE_LOCALE = 'en-GB';

/** Two lines at most of a long text in a list. */
export const clampSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: 360,
} as const;

/** A filter typed as text. */
export const textFilter = (_field: unknown, props: FilterProps) => <TextInput {...props} />;

/** A filter typed as a number. */
export const numberFilter = (_field: unknown, props: FilterProps) => <NumberInput {...props} />;
