import { useEffect } from 'react';
import { Loading } from '../components/Loading';
import { beginProgress } from '../lib/progress';

/** Shown while a page's code is on its way, with the top progress bar running (docs/legacy-api.md §2). */
export function RouteFallback() {
  useEffect(() => beginProgress(), []);
  return <Loading />;
}
