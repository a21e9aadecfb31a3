/**
 * The catalogue's whole state lives in the URL's query string, so a search can be shared:
 * `q`, `category`, `level`, `tag`, `price` (free or paid), `sort` and `page`. Defaults are left
 * out of the URL.
 */
export const SEARCH_KEYS = ['q', 'category', 'level', 'tag', 'price', 'sort', 'page'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];
export type CatalogueState = Partial<Record<SearchKey, string>>;

export const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'title', label: 'Title (A–Z)' },
] as const;

export function stateOf(params: URLSearchParams): CatalogueState {
  const state: CatalogueState = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) state[key] = value;
  }
  if (state.sort === 'newest') delete state.sort;
  if (state.page === '1') delete state.page;
  return state;
}

/** The query string of a state, keys in a fixed order so equal searches have equal URLs. */
export function searchOf(state: CatalogueState): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = state[key];
    if (value && !(key === 'sort' && value === 'newest') && !(key === 'page' && value === '1'))
      params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A changed state: any change but the page's starts again from page 1. */
export function withChange(state: CatalogueState, key: SearchKey, value: string | undefined): CatalogueState {
  const next: CatalogueState = { ...state, [key]: value || undefined };
  if (key !== 'page') delete next.page;
  return next;
}

export const hasFilters = (state: CatalogueState): boolean =>
  SEARCH_KEYS.some((key) => key !== 'sort' && key !== 'page' && state[key] !== undefined);
