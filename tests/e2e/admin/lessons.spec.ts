import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { admin, uniqueTag } from '../support/accounts';
import {
  adminConsole,
  adminPath,
  at,
  deleteAndConfirm,
  nextCall,
  pickReference,
  searchList,
} from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface Lesson {
  id: number;
  title: string;
  course_id: number;
  media?: string | null;
  captions?: string | null;
  media_seconds?: number | null;
}

const DEMO_MEDIA = fileURLToPath(new URL('../../../server/seed/media', import.meta.url));

test.describe('Lessons', () => {
  test('a lesson is created and updated with its own toasts, and deleting it returns to the lessons list', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Body scan for beginners ${tag}`;
    const list = adminPath('lessons');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await pickReference(page, 'Course', 'Mindfulness Practice');
    const create = nextCall(page, 'lesson/create');
    await adminConsole.save(page).click();
    expect((await create).postDataJSON()).toEqual({
      lesson_data: expect.objectContaining({ title, course_id: 5 }),
    });
    await expect(adminConsole.toast(page)).toHaveText('Lesson created!');
    await expect(page).toHaveURL(at(list));
    const [saved] = await adminApi.list<Lesson>('lessons', { q: tag });
    expect(saved).toMatchObject({ title, course_id: 5 });

    await searchList(page, tag);
    await adminConsole.rows(page, title).getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('12');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('Lesson successfully updated!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, title)).toContainText('12');
    expect(await adminApi.find('lessons', saved.id)).toMatchObject({ duration_minutes: 12 });

    await adminConsole.rows(page, title).getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await deleteAndConfirm(page, page.getByRole('toolbar'), `Delete Lesson ${title}`);
    await expect(adminConsole.toast(page)).toHaveText('Lesson successfully deleted!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, title)).toHaveCount(0);
    expect(await adminApi.find('lessons', saved.id)).toBeUndefined();
  });

  test('a lesson takes its own video and WebVTT captions on its form, and its length is read from the file', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Breathing on film ${tag}`;
    const list = adminPath('lessons');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await pickReference(page, 'Course', 'Mindfulness Practice');
    await page
      .getByLabel('Video or audio file', { exact: true })
      .setInputFiles(path.join(DEMO_MEDIA, 'breathing.mp4'));
    await page
      .getByLabel('Captions (WebVTT)', { exact: true })
      .setInputFiles(path.join(DEMO_MEDIA, 'breathing.vtt'));
    await page.getByRole('textbox', { name: 'Transcript' }).fill('Breathe in slowly. And breathe out.');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('Lesson created!');
    const [saved] = await adminApi.list<Lesson>('lessons', { q: tag });
    expect(saved).toMatchObject({
      title,
      media: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.mp4$/),
      captions: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.vtt$/),
      media_seconds: 8,
    });
    // The file is the lesson's alone: its upload address answers the admin, and no visitor.
    expect((await page.request.get(saved.media!)).status()).toBe(200);
    expect((await fetch(new URL(saved.media!, page.url()))).status).toBe(404);
    await adminApi.remove('lessons', saved.id);
  });
});
