import { expect, type Locator, type Page } from '@playwright/test';

/** The student site's landmarks and shared parts, found the way a screen reader user finds them. */
export const site = {
  /** The top bar's navigation (docs/legacy-api.md §2). */
  nav: (page: Page): Locator => page.getByRole('navigation', { name: 'Main' }),
  /** The page's footer landmark. */
  footer: (page: Page): Locator => page.getByRole('contentinfo'),
  /** The live region every toast is announced in. */
  toasts: (page: Page): Locator => page.getByRole('status', { name: 'Notifications' }),
  /** The page's one h1. */
  heading: (page: Page): Locator => page.getByRole('heading', { level: 1 }),
  /** The profile dropdown's button, named by the signed-in user's name. */
  profileButton: (page: Page, name: string): Locator =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }),
  /** The top progress bar (nprogress), in the page only while a route or its data loads. */
  progressBar: (page: Page): Locator => page.locator('#nprogress .bar'),
};

/**
 * Waits until the page has settled: no progress bar and no loading indicator, so what a check
 * reads is the page's final state.
 */
export async function settled(page: Page): Promise<void> {
  await expect(site.progressBar(page)).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^(Loading|Checking)/ })).toHaveCount(0);
}
