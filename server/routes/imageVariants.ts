import type { FastifyInstance } from 'fastify';
import {
  IMAGE_WIDTHS,
  type ImageWidth,
  VARIANT_FORMATS,
  type VariantFormat,
} from '../../src/contract/imageVariants';
import { HttpError } from '../errors';
import { imageVariant } from '../uploads/imageVariants';

const ORIGINAL = /^([a-f0-9]{32})\.(jpg|png|webp|gif|avif)$/;
const VARIANT = /^(\d{1,5})\.([a-z]{3,4})$/;

/**
 * GET /uploads/:name/:width.:format — an uploaded image resized (src/contract/imageVariants.ts).
 * Only the widths and formats listed are made: any other is a 404, so no one can fill the store
 * with sizes of their choosing.
 */
export async function imageVariantFiles(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string; variant: string } }>(
    '/uploads/:name/:variant',
    // Already compressed as images; sent as they are, like the originals.
    { compress: false },
    async (request, reply) => {
      const missing = new HttpError(404, 'Image not found.');
      const original = ORIGINAL.exec(request.params.name);
      const variant = VARIANT.exec(request.params.variant);
      if (!original || !variant) throw missing;
      const width = Number(variant[1]) as ImageWidth;
      const format = variant[2] as VariantFormat;
      if (!IMAGE_WIDTHS.includes(width) || !VARIANT_FORMATS.includes(format)) throw missing;
      const found = await imageVariant(app.ctx, { id: original[1]!, ext: original[2]! }, width, format);
      if (!found) throw missing;
      return (
        reply
          .type(found.type)
          .header('Content-Length', found.size)
          .header('X-Content-Type-Options', 'nosniff')
          // The original never changes under its random name, so neither does a variant of it.
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(found.body)
      );
    },
  );
}
