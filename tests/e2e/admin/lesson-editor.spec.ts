import type { Page } from '@playwright/test';
import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, nextCall, pickReference, richText } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

// A real 1×1 PNG: the server checks what a file is, not what it is called.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** An image file handed to the editor as a browser hands a paste or a drop. */
async function handImage(page: Page, how: 'paste' | 'drop', name: string): Promise<void> {
  await richText(page, 'Content').evaluate(
    (editor, { how, name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: 'image/png' }));
      const box = editor.getBoundingClientRect();
      const event =
        how === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent('drop', {
              dataTransfer: data,
              bubbles: true,
              cancelable: true,
              clientX: box.left + 10,
              clientY: box.top + 10,
            });
      editor.dispatchEvent(event);
    },
    { how, name, base64: PNG_BASE64 },
  );
}

test.describe('The lesson editor', () => {
  test('a pasted and a dropped image are uploaded with the alt text asked for, the preview shows them as a student sees them, and the lesson saves them', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Grounding with images ${tag}`;
    await page.goto(`${adminPath('lessons')}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await pickReference(page, 'Course', 'Mindfulness Practice');
    const content = richText(page, 'Content');
    await content.click();
    await content.pressSequentially('Notice five things you can see.');

    await handImage(page, 'paste', 'lake.png');
    const dialog = page.getByRole('dialog', { name: 'Add an image' });
    await dialog.getByRole('button', { name: 'Add image' }).click();
    await expect(dialog.getByText('Describe the image: alt text is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('A calm lake at dawn');
    await dialog.getByRole('button', { name: 'Add image' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(content.getByRole('img', { name: 'A calm lake at dawn' })).toBeVisible();

    await handImage(page, 'drop', 'stones.png');
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('Stones balanced by a river');
    await dialog.getByRole('button', { name: 'Add image' }).click();
    await expect(content.getByRole('img', { name: 'Stones balanced by a river' })).toBeVisible();

    await page.getByRole('button', { name: 'Callout' }).click();
    await page.getByRole('menuitem', { name: 'Tip' }).click();
    await expect(content.getByRole('note')).toContainText('Tip');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="The text as a student will see it"]');
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'A calm lake at dawn' })).toBeVisible();
    await expect(preview.getByRole('note')).toContainText('Tip');
    await page.getByRole('dialog', { name: 'Preview' }).getByRole('button', { name: 'Close' }).click();

    const create = nextCall(page, 'lesson/create');
    await adminConsole.save(page).click();
    await create;
    await expect(adminConsole.toast(page)).toHaveText('Lesson created!');
    const [saved] = await adminApi.list<{ id: number; content: string }>('lessons', { q: tag });
    expect(saved.content).toMatch(/<img src="\/uploads\/[a-f0-9]{32}\.png" alt="A calm lake at dawn">/);
    expect(saved.content).toMatch(
      /<img src="\/uploads\/[a-f0-9]{32}\.png" alt="Stones balanced by a river">/,
    );
    expect(saved.content).toContain('<div class="callout" role="note"><p class="callout-label">Tip</p>');
  });
});
