import { createContext } from 'react';
import type { SettledAnswer } from '../../src/contract/pageRender';

export type Loader = (signal: AbortSignal) => Promise<unknown>;

/**
 * Where a page's loaders (student/lib/useRemote.ts) find what the server loaded for them: in the
 * browser, the answers a server-rendered page carried (until the visitor moves to another page);
 * in the server renderer, the answers it is loading.
 */
export interface PageAnswers {
  /**
   * The answer for `key`; on the server, the same promise of it at every call; undefined: the
   * loader fetches it.
   */
  answer(key: string, load: Loader): SettledAnswer | Promise<SettledAnswer> | undefined;
}

export const PageAnswersContext = createContext<PageAnswers | null>(null);

/** The answers a server-rendered page carried, for the browser's first render of it. */
export const heldAnswers = (answers: Readonly<Record<string, SettledAnswer>>): PageAnswers => ({
  answer: (key) => (Object.hasOwn(answers, key) ? answers[key] : undefined),
});
