import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, deleteAndConfirm, nextCall } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface Bundle {
  id: number;
  title: string;
  price: number;
}

test.describe('Bundles: "Save and stay"', () => {
  test('"Save and stay" keeps the bundle’s page, Save returns to the bundles list', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Calm Starter Bundle ${tag}`;
    const bundle = await adminApi.create<Bundle>('bundles', { title, price: 59.99, status: 'draft' });
    const list = adminPath('bundles');

    await page.goto(`${list}/${bundle.id}`);
    const titleBox = page.getByRole('textbox', { name: 'Title' });
    await expect(titleBox).toHaveValue(title);
    const renamed = `E2E Calm Foundations Bundle ${tag}`;
    await titleBox.fill(renamed);
    const stay = nextCall(page, 'bundles/update-bundle');
    await page.getByRole('button', { name: 'Save and stay' }).click();
    // The flag is the console's own: the call is the plain update (docs/legacy-api.md §7).
    expect((await stay).postDataJSON()).toEqual({
      id: bundle.id,
      bundle_data: expect.objectContaining({ title: renamed, price: 59.99 }),
    });
    await expect(adminConsole.toast(page)).toHaveText('Bundle successfully Updated!');
    await expect(page).toHaveURL(`${list}/${bundle.id}`);
    await expect(titleBox).toHaveValue(renamed);
    expect(await adminApi.find('bundles', bundle.id)).toMatchObject({ title: renamed });

    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('49.99');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('Bundle successfully Updated!');
    await expect(page).toHaveURL(at(list));
    const row = adminConsole.rows(page, renamed);
    await expect(row).toContainText('£49.99');
    expect(await adminApi.find('bundles', bundle.id)).toMatchObject({ price: 49.99 });

    await deleteAndConfirm(page, row, `Delete Bundle ${renamed}`);
    await expect(adminConsole.toast(page)).toHaveText('Bundle successfully deleted!');
    await expect(row).toHaveCount(0);
    expect(await adminApi.find('bundles', bundle.id)).toBeUndefined();
  });
});
