/**
 * The sizes an uploaded image is served at: the original is stored once, and each width is made
 * from it on first request (server/uploads/imageVariants.ts) and kept in the same store. The
 * student site asks for them with `srcset`; nothing else may be asked for (404).
 */

/** Every width a variant may have, in pixels; an image narrower than one is not enlarged. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width a link preview (Open Graph, Twitter card) shows: 1200 px wide is their guidance. */
export const SHARE_IMAGE_WIDTH: ImageWidth = 1280;

/** WebP for every browser that takes it; JPEG (PNG for images that may be transparent) otherwise. */
export type VariantFormat = 'webp' | 'jpg' | 'png';
export const VARIANT_FORMATS: readonly VariantFormat[] = ['webp', 'jpg', 'png'];

export const VARIANT_TYPES: Record<VariantFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const UPLOADED_IMAGE = /^\/uploads\/([a-f0-9]{32})\.(jpg|png|webp|gif|avif)$/;

/** The stored image an address names, when it is one of ours that can be resized. */
export function resizableImage(src: string | null | undefined): { id: string; ext: string } | undefined {
  const match = src ? UPLOADED_IMAGE.exec(src) : null;
  return match ? { id: match[1] as string, ext: match[2] as string } : undefined;
}

/** The format a browser without WebP gets: PNG keeps the transparency a PNG or GIF may have. */
export const fallbackFormat = (ext: string): VariantFormat =>
  ext === 'png' || ext === 'gif' ? 'png' : 'jpg';

/** `/uploads/<name>/<width>.<format>`: one variant of an uploaded image. */
export const variantUrl = (src: string, width: ImageWidth, format: VariantFormat): string =>
  `${src}/${width}.${format}`;

/** A `srcset` of every width in one format. */
export const variantSrcSet = (src: string, format: VariantFormat): string =>
  IMAGE_WIDTHS.map((width) => `${variantUrl(src, width, format)} ${width}w`).join(', ');

/**
 * The image a link preview shows: a wide JPEG or PNG variant of an uploaded image (the crawlers'
 * safest formats, a fraction of an original's bytes), or the address as given.
 */
export function shareImage(src: string | null | undefined): string | null {
  if (!src) return null;
  const image = resizableImage(src);
  return image ? variantUrl(src, SHARE_IMAGE_WIDTH, fallbackFormat(image.ext)) : src;
}
