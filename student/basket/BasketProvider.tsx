import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Basket, fetchBasket } from '../api/shop';
import { useSession } from '../session/useSession';
import { BasketContext } from './context';

/** The signed-in student's basket, shared by the nav bar's count and the pages that change it. */
export function BasketProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [basket, setLoaded] = useState<Basket | null>(null);
  const [version, setVersion] = useState(0);
  // Bumped by every basket a page hands over, so that a load started before it (on sign-in,
  // say, while the page was adding an item) cannot overwrite the newer basket when it lands.
  const generation = useRef(0);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    const started = generation.current;
    fetchBasket(controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted && generation.current === started) setLoaded(loaded);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [userId, version]);

  const setBasket = useCallback((fresh: Basket) => {
    generation.current += 1;
    setLoaded(fresh);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const value = useMemo(
    () => ({ basket: userId === undefined ? null : basket, setBasket, reload }),
    [basket, userId, setBasket, reload],
  );
  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}
