import { FourDotLoader } from '../../src/ui/FourDotLoader';

/** In-page placeholder while data loads; the top progress bar runs at the same time. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading">
      <FourDotLoader color="var(--brand)" label={label} size={10} />
    </div>
  );
}
