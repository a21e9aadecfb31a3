import { use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { SettledAnswer } from '../../src/contract/pageRender';
import { ApiError } from '../api/client';
import { PageAnswersContext } from '../ssr/pageAnswers';
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

const remoteOf = <T>(answer: SettledAnswer): Remote<T> =>
  'data' in answer
    ? { status: 'ready', data: answer.data as T }
    : { status: 'error', error: new ApiError(answer.error.message, answer.error.status) };

/**
 * Loads data for a page and reloads it whenever `key` changes. The top progress bar runs while
 * a load is under way, and a load that is overtaken is aborted. A server-rendered page starts
 * from the answer the server loaded under the same key (student/ssr/pageAnswers.ts), without
 * asking again; the server renderer waits here for that answer.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RemoteHandle<T> {
  const held = useContext(PageAnswersContext)?.answer(key, load);
  const answer = held instanceof Promise ? use(held) : held;
  const [state, setState] = useState<Remote<T>>(() => (answer ? remoteOf<T>(answer) : { status: 'loading' }));
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  const answered = useRef(answer !== undefined);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
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
