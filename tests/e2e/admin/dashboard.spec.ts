import type { DashboardFigures } from '../../../src/contract/dashboardTypes';
import { formatGbp } from '../../../src/ui/formatGbp';
import { admin, newAccount } from '../support/accounts';
import { apiClient, registerOverApi, type AdminApi } from '../support/api';
import { adminPath, at } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

const CONSOLE_HOME = '/dashboard/admin';
const gbp = (pence: number) => formatGbp(pence / 100);
const figures = (adminApi: AdminApi) => adminApi.get<DashboardFigures>('dashboard');

/** A new student's order for the first paid demo course, paid by bank transfer: its total in pence. */
async function paidOrder(baseURL: string, adminApi: AdminApi): Promise<number> {
  const api = await apiClient(baseURL, await registerOverApi(baseURL, newAccount('dashboard')));
  try {
    const courses = (await (await api.get('/api/courses')).json()).data as { id: number; price: number }[];
    const course = courses.find((c) => c.price > 0)!;
    expect((await api.post('/api/basket/items', { data: { kind: 'course', id: course.id } })).status()).toBe(
      200,
    );
    const checkout = await api.post('/api/checkout', { data: { access_consent: true } });
    expect(checkout.status()).toBe(201);
    const id = (await checkout.json()).data.id as number;
    const order = await adminApi.post<{ total: number }>(`orders/${id}/mark-paid`, {
      reference: `BACS-${id}`,
    });
    return Math.round(order.total * 100);
  } finally {
    await api.dispose();
  }
}

test.describe("The console's dashboard", () => {
  test("opens as the console's home, with a sale paid a moment ago in today's and this month's sales", async ({
    page,
    baseURL,
    adminApi,
  }) => {
    const before = await figures(adminApi);
    const total = await paidOrder(baseURL!, adminApi);
    const after = await figures(adminApi);
    expect(after.sales_today_pence - before.sales_today_pence).toBeGreaterThanOrEqual(total);
    expect(after.sales_month_pence - before.sales_month_pence).toBeGreaterThanOrEqual(total);

    await page.goto(CONSOLE_HOME);
    await expect(page).toHaveURL(at(CONSOLE_HOME));
    await expect(page).toHaveTitle('Dashboard · MindWell Academy admin');
    const main = page.getByRole('main');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Other specs sell on the same server: the page shows the figures of the moment it loaded.
    await expect(async () => {
      const now = await figures(adminApi);
      await page.reload();
      await expect(main.getByRole('region', { name: 'Sales today' })).toContainText(
        gbp(now.sales_today_pence),
        { timeout: 5_000 },
      );
      await expect(main.getByRole('region', { name: 'Sales this month' })).toContainText(
        gbp(now.sales_month_pence),
      );
      await expect(main.getByRole('region', { name: 'New students this month' })).toContainText(
        String(now.new_students_month),
      );
      await expect(main.getByRole('region', { name: 'Enrolments this month' })).toContainText(
        String(now.enrolments_month),
      );
      // Today's bar, as the chart's table gives it to a screen reader.
      const chart = main.getByRole('figure', { name: 'Sales, last 30 days' });
      await expect(chart.getByRole('table').getByRole('row').last()).toContainText(
        gbp(now.sales_by_day.at(-1)!.sales_pence),
      );
    }).toPass({ timeout: 45_000 });
    await expect(main.locator('.recharts-bar-rectangle').first()).toBeVisible();
  });

  test('counts the comments and reviews waiting for approval, and leads to them', async ({
    page,
    adminApi,
  }) => {
    await page.goto(CONSOLE_HOME);
    const main = page.getByRole('main');
    const comments = main.getByRole('region', { name: 'Comments awaiting approval' });
    await expect(comments).toBeVisible();
    const { pending_comments, pending_reviews } = await figures(adminApi);
    await expect(comments).toContainText(String(pending_comments));
    await expect(main.getByRole('region', { name: 'Reviews awaiting approval' })).toContainText(
      String(pending_reviews),
    );
    await comments.getByRole('link', { name: 'Moderate comments' }).click();
    await expect(page).toHaveURL(at(adminPath('blogs/blog-comments')));
    await expect(page).toHaveTitle('Blog Comments · MindWell Academy admin');
    const statuses = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(statuses.first()).toContainText('Pending');
    for (const row of await statuses.all()) await expect(row).not.toContainText(/Approved|Rejected/);
  });

  test('loads its chart library only when the dashboard is shown, never with a list', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(adminPath('courses'));
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('SalesBars'))).toEqual([]);

    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByRole('main').locator('.recharts-wrapper')).toBeVisible();
    expect(scripts.filter((path) => path.includes('SalesBars'))).toHaveLength(1);
  });
});
