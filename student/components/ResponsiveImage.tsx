import { fallbackFormat, resizableImage, variantSrcSet, variantUrl } from '../../src/contract/imageVariants';

interface ResponsiveImageProps {
  src: string | null | undefined;
  /** Empty when the image only decorates what its neighbouring text says. */
  alt: string;
  /** How wide the image is drawn, as `sizes` says it, so the browser picks the width it needs. */
  sizes: string;
  className?: string;
  /**
   * The page's main image, seen before any scrolling: loaded at once and first. Every other image
   * waits until it is near the screen.
   */
  priority?: boolean;
  width?: number;
  height?: number;
  /** In view as the page opens, though not its main image: loaded at once, at the usual priority. */
  eager?: boolean;
  /** A card keeps its shape without an image: the site's own plain cover stands in. */
  placeholder?: boolean;
}

/** The plain cover a card shows for a record with no image of its own. */
export const PLACEHOLDER_COVER = '/cover.svg';

/**
 * An uploaded image at the width the screen needs: WebP where the browser takes it, JPEG or PNG
 * otherwise (src/contract/imageVariants.ts). An image from elsewhere is shown as it is.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  className,
  priority,
  width,
  height,
  placeholder,
  eager,
}: ResponsiveImageProps) {
  if (!src)
    return placeholder ? (
      <img className={className} src={PLACEHOLDER_COVER} alt="" loading="lazy" decoding="async" />
    ) : null;
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : eager
      ? ({ loading: 'eager' } as const)
      : ({ loading: 'lazy', decoding: 'async' } as const);
  const image = resizableImage(src);
  if (!image)
    return <img className={className} src={src} alt={alt} width={width} height={height} {...loading} />;
  const fallback = fallbackFormat(image.ext);
  return (
    <picture>
      <source type="image/webp" srcSet={variantSrcSet(src, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={variantUrl(src, 640, fallback)}
        srcSet={variantSrcSet(src, fallback)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        {...loading}
      />
    </picture>
  );
}

/** A card in a grid of cards (`.grid`): the whole column on a phone, a quarter of the page at most. */
export const CARD_SIZES = '(max-width: 640px) calc(100vw - 2rem), (max-width: 1140px) 50vw, 360px';
