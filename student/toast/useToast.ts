import { useContext } from 'react';
import { ToastContext, type Toaster } from './context';

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside <ToastProvider>');
  return toaster;
}
