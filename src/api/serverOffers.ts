import type { HttpClient } from './http';

/**
 * What the server the console talks to offers beyond the documented API (the names of
 * src/contract/features.ts), asked in one place. Our server names its extensions in a header of
 * its admin-token answer; the legacy backend, and ours under LEGACY_STRICT, name none, and the
 * console then makes the documented calls alone. Each question first waits for the token answer
 * (the HTTP client fetches it once for every call in flight), since that is where the server
 * says it.
 */
export interface ServerOffers {
  /** Whether the server offers `feature`; a token answer that failed has said nothing. */
  has(feature: string): Promise<boolean>;
  /** The same, where a token answer that failed is the caller's failure. */
  hasOrFail(feature: string): Promise<boolean>;
  /** What the answers so far have said, without waiting (a save, made after the form's reads). */
  said(feature: string): boolean;
}

export function serverOffers(http: HttpClient): ServerOffers {
  return {
    async has(feature) {
      await http.getToken().catch(() => null);
      return http.supports(feature);
    },
    async hasOrFail(feature) {
      await http.getToken();
      return http.supports(feature);
    },
    said: (feature) => http.supports(feature),
  };
}
