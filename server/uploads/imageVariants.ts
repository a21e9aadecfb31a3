import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_WIDTHS,
  type ImageWidth,
  VARIANT_FORMATS,
  VARIANT_TYPES,
  type VariantFormat,
} from '../../src/contract/imageVariants';
import type { AppContext } from '../context';

/** A variant's stored name: the original's random part, its width and its format. */
export const variantName = (id: string, width: ImageWidth, format: VariantFormat): string =>
  `${id}-${width}.${format}`;

/** Every name a variant of a stored image may have, for removing them with it. */
export function variantNamesOf(storedName: string): string[] {
  const id = storedName.slice(0, storedName.indexOf('.'));
  return IMAGE_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantName(id, width, format)));
}

/** Lossy formats' quality: images for a screen, where 75–80 is indistinguishable at their size. */
const encode = (image: Sharp, format: VariantFormat): Sharp =>
  format === 'webp'
    ? image.webp({ quality: 75, effort: 4 })
    : format === 'jpg'
      ? image.jpeg({ quality: 80, mozjpeg: true, progressive: true })
      : image.png({ compressionLevel: 9, adaptiveFiltering: true });

/** One variant made from the original's bytes: turned upright, no wider than `width`, metadata dropped. */
export async function resizeImage(
  original: Buffer,
  width: ImageWidth,
  format: VariantFormat,
): Promise<Buffer> {
  // A JPEG has no transparency: what was transparent becomes white rather than black.
  const image = sharp(original, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
  return encode(format === 'jpg' ? image.flatten({ background: '#ffffff' }) : image, format).toBuffer();
}

export interface Variant {
  body: Buffer | NodeJS.ReadableStream;
  size: number;
  type: string;
}

/** Variants being made in this process, so that a page of cards asking at once makes each once. */
const making = new Map<string, Promise<Variant | undefined>>();

/**
 * A variant of a stored image: from the store when it was made before, else made from the
 * original and kept in the same store (local folder or bucket) for every later request and every
 * other process. Undefined when there is no such original.
 */
export async function imageVariant(
  ctx: AppContext,
  original: { id: string; ext: string },
  width: ImageWidth,
  format: VariantFormat,
): Promise<Variant | undefined> {
  const name = variantName(original.id, width, format);
  const type = VARIANT_TYPES[format];
  const kept = await ctx.files.open(name);
  if (kept) return { body: kept.body, size: kept.size, type };
  const key = `${ctx.uploadsDir}\n${name}`;
  let made = making.get(key);
  if (!made) {
    made = makeVariant(ctx, `${original.id}.${original.ext}`, name, width, format).finally(() =>
      making.delete(key),
    );
    making.set(key, made);
  }
  return made;
}

async function makeVariant(
  ctx: AppContext,
  originalName: string,
  name: string,
  width: ImageWidth,
  format: VariantFormat,
): Promise<Variant | undefined> {
  const file = await ctx.files.open(originalName);
  if (!file) return undefined;
  // An original the decoder refuses (cut short, not what its type said) has no variants.
  const bytes = await resizeImage(await buffer(file.body), width, format).catch(() => undefined);
  if (!bytes) return undefined;
  await fs.mkdir(ctx.uploadsDir, { recursive: true });
  const staged = path.join(ctx.uploadsDir, `.incoming-${randomBytes(16).toString('hex')}`);
  await fs.writeFile(staged, bytes);
  try {
    await ctx.files.save(name, staged, VARIANT_TYPES[format]);
  } finally {
    await fs.rm(staged, { force: true });
  }
  return { body: bytes, size: bytes.length, type: VARIANT_TYPES[format] };
}
