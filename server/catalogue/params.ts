import { z } from 'zod';
import { type FieldErrors, unprocessable } from '../errors';

/** The catalogue's orders, by the name the URL carries. */
export const CATALOGUE_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'title'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const CATALOGUE_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 48;
const MAX_PAGE = 100_000;

/** A query string value: absent and empty both mean "not chosen". */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? undefined : value), schema.optional());

const id = (what: string) =>
  optional(
    z.coerce
      .number({ invalid_type_error: `Choose a ${what} from the list.` })
      .int(`Choose a ${what} from the list.`)
      .positive(`Choose a ${what} from the list.`)
      .max(2_147_483_647, `Choose a ${what} from the list.`),
  );

const schema = z.object({
  q: optional(z.string().trim().max(100, 'Search for at most 100 characters.')),
  category: id('category'),
  level: id('level'),
  tag: id('tag'),
  price: optional(z.enum(['free', 'paid'], { message: 'Price must be "free" or "paid".' })),
  sort: optional(z.enum(CATALOGUE_SORTS, { message: `Sort by one of: ${CATALOGUE_SORTS.join(', ')}.` })),
  page: optional(
    z.coerce
      .number({ invalid_type_error: 'The page must be a whole number from 1.' })
      .int('The page must be a whole number from 1.')
      .min(1, 'The page must be a whole number from 1.')
      .max(MAX_PAGE, `The page must be at most ${MAX_PAGE}.`),
  ),
  per_page: optional(
    z.coerce
      .number({ invalid_type_error: `Show 1 to ${MAX_PAGE_SIZE} courses a page.` })
      .int(`Show 1 to ${MAX_PAGE_SIZE} courses a page.`)
      .min(1, `Show 1 to ${MAX_PAGE_SIZE} courses a page.`)
      .max(MAX_PAGE_SIZE, `Show 1 to ${MAX_PAGE_SIZE} courses a page.`),
  ),
});

export interface CatalogueQuery {
  q?: string;
  category?: number;
  level?: number;
  tag?: number;
  price?: 'free' | 'paid';
  sort: CatalogueSort;
  page: number;
  perPage: number;
}

/** The catalogue's query string, checked: 422 naming each bad parameter, never a 500. */
export function parseCatalogueQuery(query: unknown): CatalogueQuery {
  const given = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  // A parameter given twice (`?tag=1&tag=2`) arrives as an array: refused, not half-read.
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(given))
    if (Array.isArray(value)) errors[key] = [`Give ${key} once.`];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    throw unprocessable(errors);
  }
  const { q, category, level, tag, price, sort, page, per_page } = parsed.data;
  return {
    q: q === '' ? undefined : q,
    category,
    level,
    tag,
    price,
    sort: sort ?? 'newest',
    page: page ?? 1,
    perPage: per_page ?? CATALOGUE_PAGE_SIZE,
  };
}
