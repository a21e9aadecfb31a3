import { type LegalPage, type LegalSlug, legalPageEndpoint } from '../../src/contract/legalPages';
import { pathWith, request } from './client';

/** A legal page (Terms, Privacy, Refund policy, Contact) as the console last saved it. */
export async function fetchLegalPage(slug: LegalSlug, signal?: AbortSignal): Promise<LegalPage> {
  const { data } = await request<{ data: LegalPage }>(pathWith(legalPageEndpoint, { slug }), { signal });
  return data;
}
