import type { Page } from '@playwright/test';
import { allResources } from '../../../src/resources';
import { admin } from '../support/accounts';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

/** How wide the page is drawn against the window, and the list's table against its card. */
const widths = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('.RaDatagrid-tableWrapper');
    return {
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      table: wrapper?.scrollWidth ?? 0,
      card: wrapper?.clientWidth ?? 0,
    };
  });

/** The list has drawn its first page: its rows, or the page saying it has none yet. */
async function listShown(page: Page, plural: string) {
  await expect(adminConsole.title(page)).toHaveText(plural);
  await expect(
    page.locator('#main-content').locator('.RaDatagrid-tableWrapper, ul, .RaEmpty-message').first(),
  ).toBeVisible();
}

test.describe('Every list at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const resource of allResources)
    test(`${resource.plural}: the page does not scroll sideways, the table fits its card and Export can be clicked`, async ({
      page,
    }) => {
      await page.goto(adminPath(resource.route));
      await listShown(page, resource.plural);
      const drawn = await widths(page);
      expect(drawn.page).toBeLessThanOrEqual(drawn.window);
      // An empty list (no exam taken yet) offers no table and nothing to export.
      if (await page.locator('.RaEmpty-message').count()) return;
      expect(drawn.table).toBeLessThanOrEqual(drawn.card);
      await page.getByRole('button', { name: 'Export' }).click({ trial: true });
    });
});

test.describe('Every list at 390 × 844, a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const resource of allResources)
    test(`${resource.plural}: the list is cards, each a link to its record, and the page does not scroll sideways`, async ({
      page,
    }) => {
      await page.goto(adminPath(resource.route));
      await listShown(page, resource.plural);
      const drawn = await widths(page);
      expect(drawn.page).toBeLessThanOrEqual(drawn.window);
      if (await page.locator('.RaEmpty-message').count()) return;
      await expect(page.getByRole('table')).toHaveCount(0);
      const cards = page.locator('#main-content').getByRole('list').getByRole('link');
      await expect(cards.first()).toBeVisible();
      const first = await cards.first().getAttribute('href');
      expect(first).toMatch(new RegExp(`^/dashboard/admin/${resource.route}/\\d+(/show)?$`));
    });
});
