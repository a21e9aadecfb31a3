import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStore } from '../storage/fileStore';

/**
 * The demo catalogue's pictures: covers for its courses, bundles, products and blog posts, and
 * its instructors' portraits, drawn for this project (server/seed/images/README.md: CC0) by
 * server/seed/images/drawImages.ts. Each is stored at first start like an upload, so it is served
 * resized like one.
 */
export const demoImages = {
  // Courses, by slug.
  'foundations-of-mental-health-awareness': {
    title: 'Foundations of Mental Health Awareness',
    label: 'Course',
  },
  'supporting-someone-in-crisis': { title: 'Supporting Someone in Crisis', label: 'Course' },
  'managing-workplace-stress': { title: 'Managing Workplace Stress', label: 'Course' },
  'cbt-skills-for-everyday-life': { title: 'CBT Skills for Everyday Life', label: 'Course' },
  'mindfulness-practice': { title: 'Mindfulness Practice', label: 'Course' },
  'understanding-anxiety': { title: 'Understanding Anxiety', label: 'Course' },
  'sleep-and-mental-health': { title: 'Sleep and Mental Health', label: 'Course' },
  'youth-mental-health-first-aid': { title: 'Youth Mental Health First Aid', label: 'Course' },
  'building-resilience-at-work': { title: 'Building Resilience at Work', label: 'Course' },
  'supporting-childrens-emotional-wellbeing': {
    title: 'Supporting Children’s Emotional Wellbeing',
    label: 'Course',
  },
  'compassionate-leadership-for-managers': {
    title: 'Compassionate Leadership for Managers',
    label: 'Course',
  },
  'self-compassion-in-practice': { title: 'Self-Compassion in Practice', label: 'Course' },
  'calm-body-steady-mind': { title: 'Calm Body, Steady Mind', label: 'Course' },
  // Bundles.
  'workplace-wellbeing-bundle': { title: 'Workplace Wellbeing Bundle', label: 'Bundle' },
  'everyday-wellbeing-starter-bundle': { title: 'Everyday Wellbeing Starter Bundle', label: 'Bundle' },
  // Products.
  'mindwell-workbook': { title: 'The MindWell Workbook', label: 'Shop' },
  'daily-reflection-journal': { title: 'Daily Reflection Journal', label: 'Shop' },
  'calm-cards': { title: 'Calm Cards: 52 Grounding Prompts', label: 'Shop' },
  // Blog posts.
  'post-small-habits': { title: 'Five small habits that support your wellbeing', label: 'Blog' },
  'post-talking-at-work': { title: 'Talking about mental health at work', label: 'Blog' },
  'post-why-sleep-matters': { title: 'Why sleep matters more than you think', label: 'Blog' },
  'post-welcome': { title: 'Welcome to MindWell Academy', label: 'Blog' },
  'post-support-a-friend': { title: 'How to support a friend who is struggling', label: 'Blog' },
  'post-youth-first-aid': { title: 'Introducing our Youth Mental Health First Aid course', label: 'Blog' },
  // Instructors' portraits: drawn, not photographs of anyone.
  'instructor-helen-marsh': { title: 'Helen Marsh', label: 'Portrait' },
  'instructor-daniel-okafor': { title: 'Daniel Okafor', label: 'Portrait' },
  'instructor-priya-sharma': { title: 'Priya Sharma', label: 'Portrait' },
  'instructor-gareth-llewellyn': { title: 'Gareth Llewellyn', label: 'Portrait' },
} as const;

export type DemoImage = keyof typeof demoImages;

/** Where the drawn files are kept in the repository. */
export const demoImagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
export const demoImageFile = (key: DemoImage): string => path.join(demoImagesDir, `${key}.jpg`);

/** Uploads are served only under random-looking names; a demo image's name is a hash of its key. */
const storedName = (key: DemoImage) =>
  `${createHash('sha256').update(`demo-image:${key}`).digest('hex').slice(0, 32)}.jpg`;

export const demoImageUrl = (key: DemoImage): string => `/uploads/${storedName(key)}`;

/** Stores the images that are missing (copied first to `stagingDir`); returns how many it stored. */
export async function writeDemoImages(files: FileStore, stagingDir: string): Promise<number> {
  await fs.mkdir(stagingDir, { recursive: true });
  let written = 0;
  for (const key of Object.keys(demoImages) as DemoImage[]) {
    const name = storedName(key);
    if (await files.has(name)) continue;
    const staged = path.join(stagingDir, `.incoming-${name}`);
    await fs.copyFile(demoImageFile(key), staged);
    await files.save(name, staged, 'image/jpeg');
    written += 1;
  }
  return written;
}
