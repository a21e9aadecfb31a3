import { ImageField } from 'react-admin';
import type { ConsoleView } from './consoleKind';

const thumbnailSx = { '& img': { maxWidth: 56, maxHeight: 40, margin: 0, objectFit: 'contain' } } as const;

/** An image: a thumbnail in a list. */
export const image: ConsoleView = {
  display: (_field, common, inList) => <ImageField {...common} sx={inList ? thumbnailSx : undefined} />,
};
