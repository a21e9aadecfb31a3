import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { type Basket, fetchBasket } from '../api/shop';
import { useSession } from '../session/useSession';
import { BasketContext } from './context';

/** The signed-in student's basket, shared by the nav bar's count and the pages that change it. */
export function BasketProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [basket, setBasket] = useState<Basket | null>(null);
  const [version, setVersion] = useState(0);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    fetchBasket(controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setBasket(loaded);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [userId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const value = useMemo(
    () => ({ basket: userId === undefined ? null : basket, setBasket, reload }),
    [basket, userId, reload],
  );
  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}
