import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from the dejavu-fonts-ttf package: a TrueType font embedded (subset) with its
 * Unicode map, so every word of a PDF can be selected, searched and read aloud, names with
 * accents included. Read once per process.
 */
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
export const fontBytes = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });
