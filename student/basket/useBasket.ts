import { useContext } from 'react';
import { BasketContext, type BasketState } from './context';

export function useBasket(): BasketState {
  const state = useContext(BasketContext);
  if (!state) throw new Error('useBasket must be used inside <BasketProvider>');
  return state;
}
