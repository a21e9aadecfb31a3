import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';
import { type PageAnswers, PageAnswersContext } from './pageAnswers';

/**
 * Hands the server's answers to the first page only: once the visitor moves on, every page loads
 * its data afresh, as it would have without server rendering.
 */
export function FirstPageAnswers({
  answers,
  children,
}: {
  answers: PageAnswers | null;
  children: ReactNode;
}) {
  const { key } = useLocation();
  const firstKey = useRef(key);
  const value = key === firstKey.current ? answers : null;
  return <PageAnswersContext.Provider value={value}>{children}</PageAnswersContext.Provider>;
}
