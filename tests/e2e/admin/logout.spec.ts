import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

test.describe('Logging out of the console', () => {
  test('the Logout button fixed at the top right ends the session on the server and lands on the home page', async ({
    page,
    newAdmin,
    signInFresh,
  }) => {
    // A session of the test's own: logging out ends it for everyone holding it.
    await signInFresh(newAdmin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(adminPath('courses'));
    const logout = adminConsole.logout(page);
    await expect(logout).toBeVisible();
    const box = await logout.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box && box.y).toBeLessThan(40);
    // Fixed: the bar it sits in stays in place however far the page scrolls.
    await expect(adminConsole.bar(page)).toHaveCSS('position', 'fixed');

    const loggedOut = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/logout',
    );
    await logout.click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL('/');
    await expect(site.nav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await page.goto(adminPath('courses'));
    await expect(adminConsole.loginTitle(page)).toBeVisible();
    await expect(logout).toHaveCount(0);
  });

  test('an image or a link pointing at the sign-out leaves the admin signed in', async ({
    page,
    newAdmin,
    signInFresh,
  }) => {
    await signInFresh(newAdmin);
    await page.goto(adminPath('courses'));
    await expect(adminConsole.logout(page)).toBeVisible();
    const refused = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/logout' && response.request().resourceType() === 'image',
    );
    // What a picture set to /api/logout did when the console listed it, on the console's own page.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/api/logout';
      document.body.append(image);
    });
    expect((await refused).status()).toBe(403);
    await page.goto('/api/logout');
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await page.goto(adminPath('courses'));
    await expect(adminConsole.logout(page)).toBeVisible();
    await expect(adminConsole.loginTitle(page)).toHaveCount(0);
  });
});
