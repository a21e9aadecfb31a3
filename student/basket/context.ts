import { createContext } from 'react';
import type { Basket } from '../api/shop';

export interface BasketState {
  /** The signed-in student's basket; null for a visitor or before it has loaded. */
  basket: Basket | null;
  /** After a change the server answered with the new basket. */
  setBasket: (basket: Basket) => void;
  reload: () => void;
}

export const BasketContext = createContext<BasketState | null>(null);
