import { useCallback, useEffect, useRef, useState } from 'react';
import { beginProgress } from './progress';

export type Remote<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

export interface RemoteHandle<T> {
  state: Remote<T>;
  /** Fetch again, keeping what is shown until the answer arrives. */
  reload: () => void;
  /** Change the loaded data in place after a write the server confirmed. */
  update: (change: (data: T) => T) => void;
}

/**
 * Loads data for a page and reloads it whenever `key` changes. The top progress bar runs while
 * a load is under way, and a load that is overtaken is aborted.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RemoteHandle<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    const end = beginProgress();
    loadRef
      .current(controller.signal)
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      )
      .finally(end);
    return () => {
      controller.abort();
      end();
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, reload, update };
}
