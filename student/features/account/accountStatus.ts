import { useEffect, useState } from 'react';
import { type AccountStatus, fetchAccountStatus } from '../../api/account';

const CHANGED = 'mindwell:account-changed';

/** Tells every part of the page showing the account's address that it changed (verified, moved). */
export const announceAccountChange = (): void => {
  window.dispatchEvent(new Event(CHANGED));
};

/** The signed-in account's address and whether it is verified; null while unknown or for a visitor. */
export function useAccountStatus(userId: number | undefined): AccountStatus | null {
  const [known, setKnown] = useState<{ userId: number; status: AccountStatus } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const changed = () => setVersion((was) => was + 1);
    window.addEventListener(CHANGED, changed);
    return () => window.removeEventListener(CHANGED, changed);
  }, []);

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    fetchAccountStatus(controller.signal)
      .then((status) => setKnown({ userId, status }))
      // Unknown is shown as nothing: the notice and the profile's state wait for the next try.
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, version]);

  return known && known.userId === userId ? known.status : null;
}
