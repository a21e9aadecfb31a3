/** The `page` of a query string as a positive integer, 1 when absent or nonsense. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
