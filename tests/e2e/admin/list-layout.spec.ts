import type { Page } from '@playwright/test';
import { resourcesInMenuOrder } from '../../../admin/layout/menuGroups';
import { allResources } from '../../../src/resources';
import { admin } from '../support/accounts';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });
// Each test opens every list in turn.
test.slow();

/**
 * Every list, opened from the menu as a user goes from one to the next. Each list is a step of
 * its own and its checks are soft, so one list that fails does not hide the others' results. A
 * settings page (`single`) has no list: the menu opens its form.
 */
const inMenu = resourcesInMenuOrder(allResources).filter((resource) => !resource.single);

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

/** Follows the menu's entry for `plural`, and waits for the list's first page: its rows, or the page saying it has none yet. */
async function openFromMenu(page: Page, plural: string, route: string) {
  await adminConsole.menu(page).getByRole('menuitem', { name: plural, exact: true }).click();
  await expect(page).toHaveURL(adminPath(route));
  await expect(adminConsole.title(page)).toHaveText(plural);
  await expect(
    page.locator('#main-content').locator('.RaDatagrid-tableWrapper, ul, .RaEmpty-message').first(),
  ).toBeVisible();
}

const isEmpty = async (page: Page) => (await page.locator('.RaEmpty-message').count()) > 0;

test('at 1280 × 800, no list scrolls the page sideways, each table fits its card and Export can be clicked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/admin');
  for (const resource of inMenu)
    await test.step(resource.plural, async () => {
      await openFromMenu(page, resource.plural, resource.route);
      const drawn = await widths(page);
      expect.soft(drawn.page, `${resource.plural}: the page's width`).toBeLessThanOrEqual(drawn.window);
      // An empty list (no exam taken yet) offers no table and nothing to export.
      if (await isEmpty(page)) return;
      expect.soft(drawn.table, `${resource.plural}: the table's width`).toBeLessThanOrEqual(drawn.card);
      await page.getByRole('button', { name: 'Export' }).click({ trial: true });
    });
});

test('at 390 × 844, a phone, every list is cards, each a link to its record, and no page scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/admin');
  for (const resource of inMenu)
    await test.step(resource.plural, async () => {
      // On a phone the menu is behind the bar's button, and folds away once an entry is followed.
      await adminConsole.bar(page).getByRole('button', { name: 'Open menu' }).click();
      await openFromMenu(page, resource.plural, resource.route);
      const drawn = await widths(page);
      expect.soft(drawn.page, `${resource.plural}: the page's width`).toBeLessThanOrEqual(drawn.window);
      if (await isEmpty(page)) return;
      await expect.soft(page.getByRole('table'), `${resource.plural}: no table`).toHaveCount(0);
      const cards = page.locator('#main-content').getByRole('list').getByRole('link');
      await expect(cards.first()).toBeVisible();
      expect
        .soft(await cards.first().getAttribute('href'), `${resource.plural}: a card's link`)
        .toMatch(new RegExp(`^/dashboard/admin/${resource.route}/\\d+(/show)?$`));
    });
});
