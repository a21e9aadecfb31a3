import type { RestDataProvider } from '../src/api/restDataProvider';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'runAction',
  'getSelectList',
] as const;

type Method = (resource: string, params: unknown) => Promise<unknown>;

/**
 * A data provider whose code is fetched with its first call: the console's own calls start at
 * once, and a provider only one build mode uses stays out of the console's first download.
 */
export function lazyDataProvider(load: () => Promise<RestDataProvider>): RestDataProvider {
  let loaded: Promise<RestDataProvider> | undefined;
  const provider = () => (loaded ??= load());
  return {
    supportAbortSignal: true,
    ...Object.fromEntries(
      METHODS.map((name) => [
        name,
        async (resource: string, params: unknown) => ((await provider())[name] as Method)(resource, params),
      ]),
    ),
  } as unknown as RestDataProvider;
}
