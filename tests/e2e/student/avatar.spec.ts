import { solidPng } from '../support/png';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('A student’s avatar', () => {
  test('a picture wider than it is tall shows as a round avatar of its full size, not squashed', async ({
    page,
    newStudent,
  }) => {
    await page.goto('/dashboard/profile');
    await page.getByLabel('Profile picture').setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: solidPng(120, [46, 125, 107], 40),
    });
    await page.getByRole('button', { name: 'Save profile' }).click();
    const avatar = site.profileButton(page, newStudent.name).locator('img.avatar');
    await expect(avatar).toHaveAttribute('src', /\/uploads\//);
    await expect(avatar).toBeVisible();
    const box = await avatar.boundingBox();
    expect(box).toMatchObject({ width: 32, height: 32 });
    expect(await avatar.evaluate((img) => getComputedStyle(img).borderRadius)).toBe('50%');
  });
});
