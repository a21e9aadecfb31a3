import type { FastifyInstance } from 'fastify';
import { richTextPreviewEndpoint } from '../../src/contract/richTextMarkup';
import { f } from '../../src/resources/fields';
import { unprocessable } from '../errors';
import { checkValues, isObject } from '../records/validation';

/** The text previewed, checked as any rich text field is (depth, stray end tags, images' alt). */
const PREVIEWED = [f.richText('html', { label: 'Text' })];

const PATH = richTextPreviewEndpoint.path.slice('/api/admin'.length);

/**
 * POST /api/admin/rich-text/preview `{html}` → `{data: {html}}`: the console's editor text as the
 * student site will show it, cleaned as a save cleans it. Nothing is stored.
 */
export function richTextPreviewRoute(app: FastifyInstance): void {
  app.post(PATH, async (request) => {
    const body = isObject(request.body) ? request.body : {};
    const { values, errors } = checkValues(PREVIEWED, body, 'create');
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    return { data: { html: typeof values.html === 'string' ? values.html : '' } };
  });
}
