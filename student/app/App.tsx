import type { User } from '../api/types';
import { BasketProvider } from '../basket/BasketProvider';
import { SessionProvider } from '../session/SessionProvider';
import { FirstPageAnswers } from '../ssr/FirstPageAnswers';
import type { PageAnswers } from '../ssr/pageAnswers';
import { ToastProvider } from '../toast/ToastProvider';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  /** The signed-in user as the server's page said, null for a visitor; unknown: asked for. */
  user?: User | null;
  /** What the server loaded for the first page (student/ssr/pageAnswers.ts). */
  answers?: PageAnswers | null;
}

/** The student site inside whichever router holds it: the browser's, the server's or a test's. */
export function App({ user, answers = null }: AppProps) {
  return (
    <SessionProvider known={user}>
      <FirstPageAnswers answers={answers}>
        <BasketProvider>
          <ToastProvider>
            <AppRoutes />
          </ToastProvider>
        </BasketProvider>
      </FirstPageAnswers>
    </SessionProvider>
  );
}
