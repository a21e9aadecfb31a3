import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at } from '../support/console';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

/** The tint a saved row or card is shown with: the theme's success colour, faint. */
const TINT = { light: 'rgba(46, 125, 50, 0.14)', dark: 'rgba(102, 187, 106, 0.14)' } as const;

const LAYOUTS = [
  { name: 'at 1280 px', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'on a phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** The list's rows (at 1280 px) or cards (on a phone) that mention `text`. */
const shown = (page: Page, phone: boolean, text: string) =>
  phone
    ? page.getByRole('main').getByRole('listitem').filter({ hasText: text })
    : adminConsole.rows(page, text);

for (const layout of LAYOUTS)
  for (const scheme of ['light', 'dark'] as const)
    test.describe(`The saved record ${layout.name}, ${scheme} mode`, () => {
      test.use({ viewport: layout.viewport, colorScheme: scheme });

      test('is highlighted in view on the list a save returns to, every time, once the list has settled', async ({
        page,
        adminApi,
      }) => {
        const title = `E2E Saved ${uniqueTag()}`;
        const body = await adminApi.create<{ id: number }>('awarding_bodies', {
          title,
          website_link: 'https://example.org',
        });
        const other = await adminApi.create<{ id: number }>('awarding_bodies', {
          title: `${title} other`,
          website_link: 'https://example.org',
        });
        // A list kept with its own sort and page size: as it opens, react-admin writes them into
        // the address, which is where the highlight used to go missing.
        await page.goto(`${adminPath('awarding-bodies')}?sort=id&order=DESC&page=1&perPage=50&filter=%7B%7D`);
        await expect(shown(page, layout.phone, `${title} other`)).toHaveCount(1);

        for (const round of [1, 2, 3]) {
          const renamed = `${title} renamed ${round}`;
          await page.goto(`${adminPath('awarding-bodies')}/${body.id}`);
          await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
          await adminConsole.save(page).click();
          await expect(adminConsole.toast(page)).toHaveText('Awarding Body successfully Updated!');
          await expect(page).toHaveURL(at(adminPath('awarding-bodies')));
          await expect(page).toHaveURL((url) => url.searchParams.get('perPage') === '50');
          const saved = shown(page, layout.phone, renamed);
          await expect(saved).toBeInViewport();
          await expect(saved).toHaveCSS('background-color', TINT[scheme]);
          await expect(shown(page, layout.phone, `${title} other`)).not.toHaveCSS(
            'background-color',
            TINT[scheme],
          );
        }
        await adminApi.remove('awarding_bodies', body.id);
        await adminApi.remove('awarding_bodies', other.id);
      });
    });
