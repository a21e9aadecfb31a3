import { tom, uniqueTag } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

// Filing a note under a topic needs a course: only the demo students have one. The test leaves
// Tom's notes as it found them.
test.use({ signedInAs: tom });

test.describe('A student’s notes', () => {
  test('a student adds a note under a topic, edits it and deletes it, told each time by a toast', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const text = `Try the thought record after the team meeting (${tag})`;
    const edited = `Try the thought record straight after the team meeting (${tag})`;

    await page.goto('/dashboard/notes');
    await expect(site.heading(page)).toHaveText('My notes');
    await page
      .getByLabel('Topic')
      .selectOption({ label: 'CBT Skills for Everyday Life – Everyday CBT tools' });
    await page.getByLabel('Note', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Add note' }).click();

    await expect(site.toasts(page)).toContainText('Notes added');
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');
    const notes = page.getByRole('region', { name: 'Your notes' });
    const note = notes.getByRole('listitem').filter({ hasText: tag });
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(text);
    await expect(note).toContainText('Everyday CBT tools ·');

    await note.getByRole('button', { name: 'Edit note: Everyday CBT tools' }).click();
    // While it is edited, the note's text is in the one box on the page.
    const box = page.getByRole('textbox', { name: 'Edit note' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(text);
    await box.fill(edited);
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(site.toasts(page)).toContainText('Note updated');
    await expect(note).toContainText(edited);
    await expect(note.getByRole('button', { name: 'Edit note: Everyday CBT tools' })).toBeFocused();

    await page.reload();
    await expect(note).toContainText(edited);
    await expect(note).toContainText('Everyday CBT tools ·');

    await note.getByRole('button', { name: 'Delete note: Everyday CBT tools' }).click();
    await expect(site.toasts(page)).toContainText('Note Deleted');
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your notes' })).toBeFocused();

    await page.reload();
    await expect(notes.getByRole('listitem').first()).toBeVisible();
    await expect(notes.getByText(tag)).toHaveCount(0);
  });

  test('editing a note can be cancelled, leaving it unchanged', async ({ page }) => {
    await page.goto('/dashboard/notes');
    const notes = page.getByRole('region', { name: 'Your notes' });
    const text = 'Catastrophising is my main pattern.';
    await notes
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByRole('button', { name: /^Edit note/ })
      .click();
    const box = page.getByRole('textbox', { name: 'Edit note' });
    await expect(box).toHaveValue(/^Catastrophising is my main pattern\./);
    await box.fill('A change that is never saved');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(box).toHaveCount(0);
    await expect(notes.getByText(text)).toBeVisible();
    await expect(notes.getByText('A change that is never saved')).toHaveCount(0);
  });
});
