import { useEffect } from 'react';

/**
 * An address of the other app (the student site and the console are two pages, built apart):
 * the router has moved there, so the browser loads it from the server.
 */
export function PageLoad() {
  useEffect(() => window.location.reload(), []);
  return null;
}
