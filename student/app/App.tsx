import { BasketProvider } from '../basket/BasketProvider';
import { SessionProvider } from '../session/SessionProvider';
import { ToastProvider } from '../toast/ToastProvider';
import { AppRoutes } from './AppRoutes';

/** The student site inside whichever router holds it: the browser's, or a test's in memory. */
export function App() {
  return (
    <SessionProvider>
      <BasketProvider>
        <ToastProvider>
          <AppRoutes />
        </ToastProvider>
      </BasketProvider>
    </SessionProvider>
  );
}
