import type { Locator, Page } from '@playwright/test';
import { questionBank } from '../../../src/quiz/bank';
import { expectAccessible } from '../support/a11y';
import { admin, amira, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath } from '../support/console';
import { EXAM_QUESTIONS, readyExam } from '../support/examCourse';
import { expect, test } from '../support/fixtures';
import { settled, site } from '../support/site';

// axe (WCAG 2.0 A and AA, 2.1 AA, 2.2 AA) on every student page, in the state a user sees it,
// in the light theme and the dark; then what axe cannot see of WCAG 2.2 (focus not obscured,
// consistent help, accessible authentication) and the console's headings, headers and menu.

const SCHEMES = ['light', 'dark'] as const;

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
  ['the CPD record', '/dashboard/cpd'],
] as const;

/** The basket, the checkout, a receipt and the player: the demo student's own (server/seed/demoData.ts). */
const shopAndLearningPages = [
  ['the basket', '/basket'],
  ['the checkout’s payment page', '/checkout/pay/2'],
  ['a receipt', '/dashboard/orders/1'],
  ['the course player', '/learn/foundations-of-mental-health-awareness'],
] as const;

for (const scheme of SCHEMES)
  test.describe(`Accessibility for a visitor, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    for (const [name, path] of visitorPages)
      test(`${name} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(site.heading(page)).toBeVisible();
        await expectAccessible(page, `${path}, ${scheme}`);
      });
  });

for (const scheme of SCHEMES)
  test.describe(`Accessibility of a student's pages, ${scheme}`, () => {
    test.use({ signedInAs: amira, colorScheme: scheme });

    for (const [name, path] of [...dashboardPages, ...shopAndLearningPages])
      test(`${name} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(site.heading(page)).toBeVisible();
        await expectAccessible(page, `${path}, ${scheme}`);
      });

    test('the exam, at its start and with an attempt under way, has no accessibility violations', async ({
      page,
      adminApi,
    }) => {
      const course = await readyExam(adminApi, amira, uniqueTag());
      await page.goto(`/learn/${course.slug}/exam`);
      await expect(page.getByRole('button', { name: 'Start exam' })).toBeVisible();
      await expectAccessible(page, `the exam before it starts, ${scheme}`);
      await page.getByRole('button', { name: 'Start exam' }).click();
      await page
        .getByRole('group', { name: EXAM_QUESTIONS[0] })
        .getByRole('radio', { name: 'A slow breath out' })
        .check();
      await expect(page.getByText('1 of 2 answered, all saved.')).toBeVisible();
      await expectAccessible(page, `the exam under way, ${scheme}`);
    });
  });

test.describe('Accessibility for a student', () => {
  test.use({ signedInAs: amira });

  test('the open profile dropdown has no accessibility violations', async ({ page }) => {
    await page.goto('/dashboard');
    await site.profileButton(page, amira.name).click();
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await expectAccessible(page, 'the open profile dropdown');
  });

  test('the quiz mid-way and finished has no accessibility violations', async ({ page }) => {
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

  test('the notes page while editing a note has no accessibility violations', async ({ page }) => {
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
  test('the register page showing the server’s messages has no accessibility violations', async ({
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

/** The part of the window the sticky header leaves uncovered, from its bottom edge down. */
async function uncoveredTop(page: Page): Promise<number> {
  const header = await page.getByRole('banner').boundingBox();
  return header ? header.y + header.height : 0;
}

/**
 * Tabs through `count` stops and checks each focused element is wholly below the sticky
 * header (and the bar stuck below it, `stuckBar`, for what follows that bar on the page) and
 * inside the window: WCAG 2.4.11.
 */
async function expectFocusNeverCovered(page: Page, count: number, stuckBar?: string) {
  const height = page.viewportSize()?.height ?? 0;
  const headerBottom = await uncoveredTop(page);
  for (let stop = 0; stop < count; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate((barSelector) => {
      const focused = document.activeElement;
      // The header's own controls, and the skip link drawn over it, cannot be under it.
      if (!focused || focused === document.body || focused.closest('header, .skip-link')) return null;
      const rect = focused.getBoundingClientRect();
      const bar = barSelector ? document.querySelector(barSelector) : null;
      const afterBar =
        bar &&
        !bar.contains(focused) &&
        bar.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING;
      return {
        top: rect.top,
        bottom: rect.bottom,
        barBottom: afterBar ? bar.getBoundingClientRect().bottom : 0,
        what: focused.outerHTML.slice(0, 80),
      };
    }, stuckBar ?? null);
    if (!focus) continue;
    const covered = Math.max(headerBottom, focus.barBottom);
    expect(focus.top, `${focus.what} below what sticks at the top`).toBeGreaterThanOrEqual(covered - 1);
    expect(focus.bottom, `${focus.what} inside the window`).toBeLessThanOrEqual(height + 1);
  }
}

test.describe('Focus is never hidden under the sticky header (WCAG 2.4.11)', () => {
  test.use({ viewport: { width: 1280, height: 640 } });

  test('tabbing down a long course page keeps each focused control in view', async ({ page }) => {
    await page.goto('/courses/foundations-of-mental-health-awareness');
    await expectFocusNeverCovered(page, 30);
    // And back up again, where the header would cover what scrolls under it.
    await page.keyboard.down('Shift');
    await expectFocusNeverCovered(page, 20);
    await page.keyboard.up('Shift');
  });

  test.describe('for a student in an exam', () => {
    test.use({ signedInAs: amira });

    test('tabbing through the questions keeps each answer clear of the header and the exam’s bar', async ({
      page,
      adminApi,
    }) => {
      const course = await readyExam(adminApi, amira, uniqueTag());
      await page.goto(`/learn/${course.slug}/exam`);
      await page.getByRole('button', { name: 'Start exam' }).click();
      await expect(page.getByRole('group', { name: EXAM_QUESTIONS[0] })).toBeVisible();
      await page.getByRole('button', { name: 'Submit exam' }).focus();
      await page.keyboard.down('Shift');
      await expectFocusNeverCovered(page, 8, '.exam__bar');
      await page.keyboard.up('Shift');
    });
  });
});

test.describe('Help is found in the same place on every page (WCAG 3.2.6)', () => {
  test.use({ signedInAs: amira });

  test('the bar’s links, Help among them, and the footer’s come in the same order on each page', async ({
    page,
  }) => {
    const orders: string[][] = [];
    const footers: string[][] = [];
    for (const path of ['/', '/courses', '/dashboard', '/dashboard/orders/1', '/dashboard/faq', '/basket']) {
      await page.goto(path);
      await settled(page);
      orders.push(await site.nav(page).getByRole('list').getByRole('link').allTextContents());
      footers.push(await site.footer(page).getByRole('link').allTextContents());
    }
    expect(orders[0]).toContain('Help');
    for (const order of orders) expect(order).toEqual(orders[0]);
    for (const footer of footers) expect(footer).toEqual(footers[0]);
  });
});

test.describe('Signing in asks no puzzle and lets a password manager or a paste fill it (WCAG 3.3.8)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  const pasteInto = async (page: Page, field: Locator, text: string) => {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field).toHaveValue(text);
  };

  test('the student login and register forms take a pasted password, and say what to autofill', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Log in' });
    const password = form.getByLabel('Password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(form.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await pasteInto(page, password, 'pasted-from-a-manager-1');
    // Two fields and a button: no puzzle, no picture or code to copy out.
    await expect(form.locator('input')).toHaveCount(2);
    await expect(form.locator('iframe, img, canvas')).toHaveCount(0);

    await page.goto('/register');
    const register = page.getByRole('form', { name: 'Register' });
    for (const label of ['Password', 'Confirm password']) {
      const field = register.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
      await pasteInto(page, field, 'pasted-new-password-2');
    }
  });

  test('the console’s login takes a pasted password', async ({ page }) => {
    await page.goto('/dashboard/admin');
    await expect(adminConsole.loginTitle(page)).toBeVisible();
    const password = page.getByLabel(/^Password/);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await pasteInto(page, password, 'pasted-admin-password-3');
  });
});

test.describe('The console’s pages', () => {
  test('the login page has its level-one heading', async ({ page }) => {
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login Page');
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

    test('the dashboard, a list and a form each have one level-one heading, their title', async ({
      page,
    }) => {
      for (const [path, title] of [
        ['/dashboard/admin', 'Dashboard'],
        [adminPath('courses'), 'Courses'],
        [adminPath('coupons/create'), 'Create Coupon'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      }
      // A page of its own (the order's) leaves the level-one heading to the bar's title too.
      await page.goto(adminPath('orders/1/show'));
      await expect(page.getByRole('main').getByRole('heading', { name: 'Order #1' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });

    test('a list’s column headers all have names, the bulk-select and Delete columns too, and sort buttons are named by their words', async ({
      page,
    }) => {
      await page.goto(adminPath('courses'));
      const headers = page.getByRole('table').getByRole('columnheader');
      await expect(headers.first()).toBeVisible();
      const snapshot = await page.getByRole('table').locator('thead').ariaSnapshot();
      expect(snapshot).not.toMatch(/- columnheader\s*$/m);
      expect(snapshot).not.toMatch(/- columnheader:\s*$/m);
      await expect(page.getByRole('columnheader', { name: 'Select all' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Delete' })).toBeVisible();
      const sort = page.getByRole('columnheader', { name: 'Title' }).getByRole('button');
      await expect(sort).toHaveAccessibleName('Title');
    });

    test('each menu entry’s name is the text it shows', async ({ page }) => {
      await page.goto(adminPath('courses'));
      const items = adminConsole.menu(page).getByRole('menuitem');
      await expect(items.first()).toBeVisible();
      const texts = await items.allInnerTexts();
      expect(texts.length).toBeGreaterThan(10);
      for (const [index, text] of texts.entries())
        await expect(items.nth(index)).toHaveAccessibleName(text.trim());
    });
  });
});
