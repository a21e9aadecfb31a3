import { questionBank } from '../../../src/quiz/bank';
import { expectAccessible } from '../support/a11y';
import { amira } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

// axe (WCAG 2.0 A and AA, 2.1 AA, 2.2 AA) on every student page, in the state a user sees it.

const visitorPages = [
  ['the home page', '/'],
  ['the about page', '/about'],
  ['the blog', '/blog'],
  ['a blog post with its comments and comment form', '/blog/1'],
  ['the catalogue', '/courses'],
  ['a course page', '/courses/foundations-of-mental-health-awareness'],
  ['the bundles', '/bundles'],
  ['a bundle', '/bundles/workplace-wellbeing-bundle'],
  ['the shop', '/shop'],
  ["an instructor's page", '/instructors/helen-marsh'],
  ['the certificate check of an unknown code', '/certificates/NO-SUCH-CODE'],
  ['the not-found page', '/no-such-page'],
  ['the login page', '/login'],
  ['the register page', '/register'],
] as const;

const dashboardPages = [
  ['the dashboard', '/dashboard'],
  ['the enrolled courses page', '/dashboard/courses'],
  ['the orders page', '/dashboard/orders'],
  ['the help page', '/dashboard/faq'],
  ['the profile page', '/dashboard/profile'],
  ['the notes page', '/dashboard/notes'],
  ['the quiz at its first question', '/dashboard/quiz'],
] as const;

test.describe('Accessibility for a visitor', () => {
  for (const [name, path] of visitorPages)
    test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(site.heading(page)).toBeVisible();
      await expectAccessible(page, path);
    });
});

test.describe('Accessibility for a student', () => {
  test.use({ signedInAs: amira });

  for (const [name, path] of dashboardPages)
    test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(site.heading(page)).toBeVisible();
      await expectAccessible(page, path);
    });

  test('the open profile dropdown has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/dashboard');
    await site.profileButton(page, amira.name).click();
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await expectAccessible(page, 'the open profile dropdown');
  });

  test('the quiz mid-way and finished has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await page.goto('/dashboard/quiz');
    for (const [index, question] of questionBank.entries()) {
      // Every other answer wrong, so both verdicts and both kinds of review are checked.
      const option = question.options.find((o) => (index % 2 === 0) === (o.id === question.right_answer));
      if (!option) throw new Error(`question ${question.id} has no options`);
      await page.getByRole('radio', { name: option.option, exact: true }).check();
      await page.getByRole('button', { name: 'Submit answer' }).click();
      if (index === 1) await expectAccessible(page, 'the quiz mid-way, after a wrong answer');
      if (index === 4) await expectAccessible(page, 'the quiz mid-way, after a right answer');
      await page.getByRole('button', { name: index === 9 ? 'See your score' : 'Next question' }).click();
    }
    await expect(page.getByRole('heading', { name: 'You scored 5 out of 10' })).toBeVisible();
    await expectAccessible(page, 'the finished quiz');
  });

  test('the notes page while editing a note has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await page.goto('/dashboard/notes');
    await page
      .getByRole('button', { name: /^Edit note/ })
      .first()
      .click();
    await expect(page.getByRole('textbox', { name: 'Edit note' })).toBeFocused();
    await expectAccessible(page, 'the notes page while editing');
  });
});

test.describe('Accessibility of messages', () => {
  test('the register page showing the server’s messages has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await page.goto('/register');
    // A registration the server refuses (the email is taken) shows its messages without
    // counting as a failed sign-in.
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(amira.email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
    await page.getByLabel('Confirm password').fill('a-different-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expectAccessible(page, 'the register page with the server’s field errors');
  });
});
