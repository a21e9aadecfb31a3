/**
 * The student site's pages that are a signed-in user's own (or the forms that lead to signing in):
 * never server-rendered, never indexed. Every other student page is public and rendered on the
 * server. docs/legacy-api.md §2 lists the site's addresses.
 */
const PRIVATE =
  /^\/(dashboard|learn|checkout|basket|login|register|forgot-password|reset-password|verify-email|account-closed)(\/|\?|$)/;

export const isPrivatePage = (url: string): boolean => PRIVATE.test(url);

/** What robots.txt keeps crawlers out of: the signed-in site, the basket and the API. */
export const CRAWLERS_KEPT_OUT = ['/dashboard', '/learn', '/basket', '/checkout', '/api'] as const;
