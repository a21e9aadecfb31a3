/**
 * The console against a server that answers docs/legacy-api.md alone (LEGACY_STRICT=1): its menu
 * holds the legacy resources and nothing the server would answer 404, each of them opens, its
 * dashboard says there are no figures instead of failing, and every admin call it sends is one
 * the legacy API documents.
 */
import { resourcesInMenuOrder } from '../../../admin/layout/menuGroups';
import { allResources, offeredResources } from '../../../src/resources';
import { specAdminCalls } from '../../fixtures/specCalls';
import { admin } from '../support/accounts';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

const legacy = resourcesInMenuOrder(offeredResources(allResources, false));
const documented: readonly string[] = specAdminCalls;

test('against the legacy API alone, the menu holds the legacy resources and each of them opens', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/admin/'))
      sent.push(`${request.method()} ${pathname.slice('/api/admin/'.length)}`);
  });

  await page.goto('/dashboard/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'This server keeps no figures' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Moderate comments' })).toBeVisible();

  const menu = adminConsole.menu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Dashboard', ...legacy.map((r) => r.plural)]);

  for (const resource of legacy) {
    await menu.getByRole('menuitem', { name: resource.plural, exact: true }).click();
    await expect(page).toHaveURL(adminPath(resource.route));
    await expect(adminConsole.title(page)).toHaveText(resource.plural);
    await expect(main.getByRole('table').or(main.getByText(/^No .+ yet/))).toBeVisible();
    await expect(adminConsole.toast(page)).toHaveCount(0);
  }

  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((call) => !documented.includes(call))).toEqual([]);
});

test("against the legacy API alone, an order's page shows the order without this product's actions", async ({
  page,
  adminApi,
}) => {
  const [order] = await adminApi.list<{ id: number }>('orders');
  await page.goto(adminPath(`orders/${order!.id}/show`));
  await expect(adminConsole.title(page)).toHaveText(`Order #${order!.id}`);
  await expect(page.getByText('Customer', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Status history' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(adminConsole.toast(page)).toHaveCount(0);
});
