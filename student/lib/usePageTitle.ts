import { useEffect } from 'react';
import { documentTitle } from './usePageHead';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
