import type { CSSProperties } from 'react';
import './fourDotLoader.css';

export interface FourDotLoaderProps {
  /** Colour of the dots; any CSS colour. */
  color?: string;
  /** What is being waited for, read out by screen readers. */
  label?: string;
  /** Diameter of one dot in pixels. */
  size?: number;
}

/**
 * docs/legacy-api.md §2's loading indicator: four dots pulsing in turn. Plain CSS so that a page can show
 * it before (or without) loading any UI library.
 */
export function FourDotLoader({ color = '#3f51b5', label = 'Loading', size = 12 }: FourDotLoaderProps) {
  const style = { '--four-dot-color': color, '--four-dot-size': `${size}px` } as CSSProperties;
  return (
    <div className="four-dot-loader" role="status" aria-label={label} style={style}>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}

export default FourDotLoader;
