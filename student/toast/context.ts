import { createContext } from 'react';

export type ToastKind = 'success' | 'error';

export interface Toaster {
  success: (message: string) => void;
  error: (message: string) => void;
}

export const ToastContext = createContext<Toaster | null>(null);
