import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves focus to `target` the way a keyboard user does, pressing Tab until it is there, and
 * fails if it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${limit} presses of Tab`).toBeFocused();
}
