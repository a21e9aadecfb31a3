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
