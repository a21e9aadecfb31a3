import { createContext } from 'react';
import type { User } from '../api/types';

export interface Session {
  /** 'loading' until the server has said who, if anyone, is signed in. */
  status: 'loading' | 'ready';
  user: User | null;
  /** After sign-in, registration or a profile change. */
  setUser: (user: User | null) => void;
  /** Ends the session on the server, forgets the user here, then runs `then` (a navigation). Never throws. */
  signOut: (then?: () => void) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
