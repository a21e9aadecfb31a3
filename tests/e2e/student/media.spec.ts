import type { Page } from '@playwright/test';
import { LESSON_MEDIA_MARKER } from '../../../src/contract/richTextMarkup';
import { amira, uniqueTag } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { settled, site } from '../support/site';

/** Amira's demo course with a video lesson (captions), an audio lesson (transcript) and a schedule. */
const CALM = 'calm-body-steady-mind';
const VIDEO_LESSON = 'Slow breathing, step by step';
const AUDIO_LESSON = 'A grounding exercise to listen to';
/** Her Foundations course opens with a YouTube film. */
const FOUNDATIONS = 'foundations-of-mental-health-awareness';
const YOUTUBE_LESSON = 'Mental health and mental illness';
const THIRD_PARTY =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

interface LessonAnswer {
  data: { media: { position_seconds: number } | null; completed_at: string | null };
}

async function lessonIdOf(page: Page, slug: string, title: string): Promise<number> {
  const answer = await page.request.get(`/api/learn/${slug}`);
  const { data } = (await answer.json()) as {
    data: { topics: { lessons: { id: number; title: string }[] }[] };
  };
  const lesson = data.topics.flatMap((topic) => topic.lessons).find((l) => l.title === title);
  if (!lesson) throw new Error(`No lesson "${title}" in ${slug}`);
  return lesson.id;
}

const savedPosition = async (page: Page, lessonId: number) => {
  const answer = await page.request.get(`/api/learn/${CALM}/lessons/${lessonId}`);
  return ((await answer.json()) as LessonAnswer).data.media?.position_seconds ?? 0;
};

const currentTime = (page: Page) =>
  page.getByLabel(`Video: ${VIDEO_LESSON}`).evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe('Video and audio lessons', () => {
  test.use({ signedInAs: amira });

  test('a student plays a video lesson, leaves, comes back and carries on where they stopped', async ({
    page,
  }) => {
    const lessonId = await lessonIdOf(page, CALM, VIDEO_LESSON);
    // Her setting turns the captions on from the start.
    expect(
      (await page.request.post('/api/my/accommodations', { data: { captions_by_default: true } })).ok(),
    ).toBe(true);
    try {
      await page.goto(`/learn/${CALM}/${lessonId}`);
      await settled(page);
      const video = page.getByLabel(`Video: ${VIDEO_LESSON}`);
      await expect(page.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
      expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');

      await page.getByLabel('Playback speed').selectOption('0.5');
      await video.focus();
      await page.keyboard.press('k');
      await expect.poll(() => currentTime(page)).toBeGreaterThan(1.5);

      // Leaving while it plays: the place goes with the page.
      await page.goto('/dashboard/courses');
      await expect.poll(() => savedPosition(page, lessonId)).toBeGreaterThan(1.5);
      const stoppedAt = await savedPosition(page, lessonId);

      await page.goto(`/learn/${CALM}/${lessonId}`);
      await expect(page.getByRole('status').filter({ hasText: 'where you stopped' })).toContainText(
        `Carrying on from 0:0${Math.floor(stoppedAt)}`,
      );
      expect(await currentTime(page)).toBeCloseTo(stoppedAt, 0);

      // Watching on past 90% completes the lesson; Mark as complete is then done.
      await page.getByLabel('Playback speed').selectOption('2');
      await page.getByLabel(`Video: ${VIDEO_LESSON}`).focus();
      await page.keyboard.press('k');
      await expect(page.getByText('You have completed this lesson.')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
    } finally {
      await page.request.post('/api/my/accommodations', { data: { captions_by_default: false } });
    }
  });

  test('an audio lesson plays with its transcript below, at the speed the student chooses, and carries on after another lesson', async ({
    page,
  }) => {
    const lessonId = await lessonIdOf(page, CALM, AUDIO_LESSON);
    await page.goto(`/learn/${CALM}/${lessonId}`);
    await settled(page);
    await expect(page.getByLabel(`Audio: ${AUDIO_LESSON}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
    await expect(page.getByText('Notice five things you can see.')).toBeVisible();
    await expectAccessible(page, 'an audio lesson with its transcript');
    await page.getByLabel('Playback speed').selectOption('1.5');
    expect(
      await page
        .getByLabel(`Audio: ${AUDIO_LESSON}`)
        .evaluate((audio: HTMLAudioElement) => audio.playbackRate),
    ).toBe(1.5);

    // Off to the lesson before while it plays, then back: it carries on where it was.
    const audio = page.getByLabel(`Audio: ${AUDIO_LESSON}`);
    await audio.focus();
    await page.keyboard.press('k');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(1.5);
    await page.getByRole('link', { name: 'Previous lesson' }).click();
    await expect(site.heading(page)).toHaveText(VIDEO_LESSON);
    await expect.poll(() => savedPosition(page, lessonId)).toBeGreaterThan(1.5);
    await page.getByRole('link', { name: 'Next lesson' }).click();
    await expect(site.heading(page)).toHaveText(AUDIO_LESSON);
    await expect(page.getByRole('status').filter({ hasText: 'where you stopped' })).toContainText(
      'Carrying on from 0:0',
    );
  });

  test('a YouTube lesson shows our own poster and fetches nothing from YouTube until the student presses play', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (THIRD_PARTY.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
    });
    // The embed is answered here, not by YouTube: the test needs no network.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Player</title><p>The embedded player</p>',
      }),
    );
    const lessonId = await lessonIdOf(page, FOUNDATIONS, YOUTUBE_LESSON);
    await page.goto(`/learn/${FOUNDATIONS}/${lessonId}`);
    await settled(page);
    const poster = page.getByRole('button', { name: `Play video: ${YOUTUBE_LESSON}` });
    await expect(poster).toBeVisible();
    await expectAccessible(page, 'a YouTube lesson’s poster');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    await poster.click();
    const player = page.frameLocator(`iframe[title="Video: ${YOUTUBE_LESSON}"]`);
    await expect(player.getByText('The embedded player')).toBeVisible();
    expect(thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    await expect(site.heading(page)).toHaveText(YOUTUBE_LESSON);
  });

  test('a lesson whose text places its video shows the poster there, between the text before and after', async ({
    page,
    adminApi,
  }) => {
    const answer = await page.request.get(`/api/learn/${FOUNDATIONS}`);
    const courseId = ((await answer.json()) as { data: { course: { id: number } } }).data.course.id;
    const title = `The film within the text ${uniqueTag()}`;
    const lesson = await adminApi.create<{ id: number }>('lessons', {
      title,
      course_id: courseId,
      content: `<p>Before the film.</p>${LESSON_MEDIA_MARKER}<p>After the film.</p>`,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      is_preview: 1,
      sort_order: 999,
    });
    try {
      await page.goto(`/learn/${FOUNDATIONS}/${lesson.id}`);
      await settled(page);
      const poster = page.getByRole('button', { name: `Play video: ${title}` });
      await expect(poster).toBeVisible();
      const top = async (text: string) => (await page.getByText(text).boundingBox())?.y ?? Number.NaN;
      const posterTop = (await poster.boundingBox())?.y ?? Number.NaN;
      expect(await top('Before the film.')).toBeLessThan(posterTop);
      expect(posterTop).toBeLessThan(await top('After the film.'));
    } finally {
      await adminApi.remove('lessons', lesson.id);
    }
  });
});
