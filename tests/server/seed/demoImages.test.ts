/** The demo catalogue's pictures: one for every course, bundle, product, blog post and instructor. */
import { access } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../../server/seed/demoData';
import { type DemoImage, demoImageFile, demoImageUrl, demoImages } from '../../../server/seed/demoImages';

const urls = new Map((Object.keys(demoImages) as DemoImage[]).map((key) => [demoImageUrl(key), key]));

describe('the demo pictures', () => {
  it.each([
    ['courses', 'thumbnail'],
    ['bundles', 'image'],
    ['products', 'featured_photo'],
    ['blogs', 'featured_img'],
    ['instructors', 'photo'],
  ] as const)('give every one of the %s a picture drawn for the demo', (resource, field) => {
    const records = demoData[resource] ?? [];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const name = String(record.title ?? record.name);
      expect(urls.has(String(record[field])), `${resource}: ${name}`).toBe(true);
    }
  });

  it('keeps a file for each, a JPEG the size its kind is drawn at', async () => {
    for (const key of Object.keys(demoImages) as DemoImage[]) {
      await access(demoImageFile(key));
      const portrait = demoImages[key].label === 'Portrait';
      expect(await sharp(demoImageFile(key)).metadata(), key).toMatchObject({
        format: 'jpeg',
        width: portrait ? 800 : 1600,
        height: portrait ? 800 : 900,
      });
    }
  });

  it('names each picture under a different stored name', () => {
    expect(urls.size).toBe(Object.keys(demoImages).length);
  });
});
