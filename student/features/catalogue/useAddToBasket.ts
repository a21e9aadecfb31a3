import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FromState } from '../../app/RequireUser';
import type { BasketKind } from '../../../src/contract/catalogueTypes';
import { ApiError } from '../../api/client';
import { addToBasket } from '../../api/shop';
import { useSession } from '../../session/useSession';
import { useToast } from '../../toast/useToast';

/** Why a visitor who adds something to the basket is asked to sign in first. */
export const SIGN_IN_TO_BUY =
  'Log in, or create an account, to buy: your basket and the courses you buy are kept with your account. You will come straight back with the item in your basket.';

/**
 * Adds an item to the signed-in student's basket, then opens the basket. A visitor is sent to
 * sign in first, and the basket page adds the item once they are back (`/basket?add=kind:id`).
 * A refusal (a course they own already) is shown as the server words it.
 */
export function useAddToBasket(): {
  add: (kind: BasketKind, id: number, courseId?: number) => Promise<void>;
  busy: boolean;
} {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const signInFirst = (kind: BasketKind, id: number, courseId?: number) => {
    const state: FromState = {
      from: `/basket?add=${kind}:${id}${courseId ? `:${courseId}` : ''}`,
      why: SIGN_IN_TO_BUY,
    };
    navigate('/login', { state });
  };

  const add = async (kind: BasketKind, id: number, courseId?: number) => {
    if (!user) return signInFirst(kind, id, courseId);
    setBusy(true);
    try {
      await addToBasket(kind, id, courseId);
      navigate('/basket');
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) signInFirst(kind, id, courseId);
      else toast.error(error instanceof Error ? error.message : 'Something went wrong');
    }
  };
  return { add, busy };
}
