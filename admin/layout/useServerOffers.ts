import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DataProvider, useDataProvider } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api';
import { ADDED_RESOURCES_FEATURE } from '../../src/contract/features';
import { serverOffersKey } from '../../src/api/prefetch';
import { allResources, offeredResources, type ResourceDef } from '../../src/resources';

/**
 * Whether the server offers an extension of the legacy API (src/contract/batchLists.ts), asked once
 * (the console's prefetch has asked already): undefined until it has said.
 */
export function useServerOffers(feature: string): boolean | undefined {
  const dataProvider = useDataProvider<DataProvider & Pick<MindWellDataProvider, 'supports'>>();
  const { data } = useQuery({
    queryKey: serverOffersKey(feature),
    queryFn: async () => {
      try {
        return await dataProvider.supports(feature);
      } catch {
        // react-admin refuses a method the provider lacks: a provider with no `supports` (a test's
        // stand-in) is taken for our server, as both of ours answer it (src/api/serverOffers.ts).
        return true;
      }
    },
    staleTime: Infinity,
  });
  return data;
}

/**
 * The table's resources the server answers: those of docs/legacy-api.md, and the ones this
 * product adds once the server says it has them, so nothing is offered that would answer 404.
 */
export function useOfferedResources(): readonly ResourceDef[] {
  const added = useServerOffers(ADDED_RESOURCES_FEATURE) === true;
  return useMemo(() => offeredResources(allResources, added), [added]);
}
