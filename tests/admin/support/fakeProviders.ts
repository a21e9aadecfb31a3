import { HttpError, type AuthProvider, type GetListParams, type RaRecord } from 'react-admin';
import { vi, type Mock } from 'vitest';
import type { DashboardFigures } from '../../../src/contract/dashboardTypes';
import type { ActionParams, ListRequest, MindWellDataProvider } from '../../../src/api/dataProvider';
import { allResources } from '../../../src/resources';
import { sampleRecords } from './sampleRecords';
import { sanitizeRichText } from '../../../server/records/sanitize';

type Method =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany'
  | 'runAction'
  | 'getSelectList'
  | 'getLists'
  | 'getDashboard'
  | 'supports'
  | 'uploadImage'
  | 'previewRichText'
  | 'prefetchAll';

/** The dashboard's figures on a quiet day: two sales today, one of them yesterday's too. */
export function sampleDashboard(): DashboardFigures {
  const today = new Date().toISOString().slice(0, 10);
  return {
    as_of: new Date().toISOString(),
    sales_today_pence: 4599,
    sales_month_pence: 123456,
    new_students_month: 7,
    enrolments_month: 12,
    pending_comments: 3,
    pending_reviews: 2,
    sales_by_day: [{ day: today, sales_pence: 4599, orders: 1 }],
  };
}

/** The data provider with every method a vi.fn, so a test can read what was sent. */
export type FakeDataProvider = Omit<MindWellDataProvider, Method> & {
  [K in Method]: Mock<MindWellDataProvider[K]>;
};

/**
 * A provider fake at the edge only: an in-memory store per route, seeded with two records of
 * every resource, answering as react-admin's contract says. Tests replace single methods
 * (`mockRejectedValueOnce`) to act out the server's refusals.
 */
export function fakeDataProvider(seed: Record<string, RaRecord[]> = {}): FakeDataProvider {
  const store = new Map<string, RaRecord[]>(
    allResources.map((resource) => [resource.route, seed[resource.route] ?? sampleRecords(resource)]),
  );
  const rows = (resource: string) => store.get(resource) ?? [];
  const find = (resource: string, id: unknown) =>
    rows(resource).find((record) => String(record.id) === String(id));

  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const { q, ...filter } = params.filter ?? {};
    const matching = rows(resource).filter(
      (record) =>
        (typeof q !== 'string' || JSON.stringify(record).toLowerCase().includes(q.toLowerCase())) &&
        Object.entries(filter).every(([key, value]) => String(record[key]) === String(value)),
    );
    return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
  });

  const provider = {
    getList,
    getOne: vi.fn(async (resource: string, params: { id: unknown }) => {
      const record = find(resource, params.id);
      if (!record) throw new HttpError('Not found', 404, { message: 'Not found' });
      return { data: record };
    }),
    getMany: vi.fn(async (resource: string, params: { ids: unknown[] }) => ({
      data: params.ids
        .map((id) => find(resource, id))
        .filter((record): record is RaRecord => Boolean(record)),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (resource: string, params: { data: Record<string, unknown> }) => {
      const id = Math.max(0, ...rows(resource).map((record) => Number(record.id))) + 1;
      const record = { ...params.data, id };
      store.set(resource, [...rows(resource), record]);
      return { data: record };
    }),
    update: vi.fn(async (resource: string, params: { id: unknown; data: Record<string, unknown> }) => {
      const record = { ...find(resource, params.id), ...params.data, id: Number(params.id) } as RaRecord;
      store.set(
        resource,
        rows(resource).map((row) => (String(row.id) === String(params.id) ? record : row)),
      );
      return { data: record };
    }),
    updateMany: vi.fn(async (_resource: string, params: { ids: unknown[] }) => ({ data: params.ids })),
    delete: vi.fn(async (resource: string, params: { id: unknown }) => {
      const record = find(resource, params.id);
      store.set(
        resource,
        rows(resource).filter((row) => String(row.id) !== String(params.id)),
      );
      return { data: record ?? { id: params.id } };
    }),
    deleteMany: vi.fn(async (resource: string, params: { ids: unknown[] }) => {
      const ids = params.ids.map(String);
      store.set(
        resource,
        rows(resource).filter((row) => !ids.includes(String(row.id))),
      );
      return { data: params.ids };
    }),
    // As the server does: the record gets the value; with `resetOthersTo` every other one is reset.
    runAction: vi.fn(async (resource: string, params: ActionParams) => {
      const action = allResources
        .find((entry) => entry.route === resource)
        ?.actions?.find((a) => a.name === params.action);
      const field = action?.field;
      store.set(
        resource,
        rows(resource).map((row) => {
          if (!field) return row;
          if (String(row.id) === String(params.id)) return { ...row, [field]: params.value };
          return action.resetOthersTo === undefined ? row : { ...row, [field]: action.resetOthersTo };
        }),
      );
      return { data: { ...(find(resource, params.id) ?? { id: params.id }) } };
    }),
    getSelectList: vi.fn(async (resource: string) => ({ data: rows(resource) })),
    // As against the legacy server: each list on its own.
    getLists: vi.fn(async (requests: readonly ListRequest[]) =>
      Promise.allSettled(requests.map(({ resource, params }) => getList(resource, params))),
    ),
    getDashboard: vi.fn(async () => ({ data: sampleDashboard() })),
    // As our server: every extension the console asks about.
    supports: vi.fn(async () => true),
    // As our server: an upload answers its URL, a preview the text cleaned as the server cleans it.
    uploadImage: vi.fn(
      async (_file: Blob, name: string) => `/uploads/${'ab'.repeat(16)}${name.slice(name.lastIndexOf('.'))}`,
    ),
    previewRichText: vi.fn(async (html: string) => sanitizeRichText(html)),
    supportAbortSignal: true,
  };
  return provider as unknown as FakeDataProvider;
}

export interface FakeAuthOptions {
  /** Whether the session is an admin's; a refused login keeps it so. */
  admin?: boolean;
  /** The server's message when a login is refused; a login succeeds when absent. */
  loginRefusal?: string;
}

/** The auth provider at the edge: checkAuth by the session, login and logout as vi.fn. */
export function fakeAuthProvider({ admin = true, loginRefusal }: FakeAuthOptions = {}) {
  let signedIn = admin;
  return {
    checkAuth: vi.fn(async () => {
      if (!signedIn) throw { message: false };
    }),
    login: vi.fn(async (_credentials: { email: string; password: string }) => {
      if (loginRefusal) throw new Error(loginRefusal);
      signedIn = true;
    }),
    logout: vi.fn(async () => {
      signedIn = false;
      return '/';
    }),
    checkError: vi.fn<(error: { status?: number }) => Promise<void>>(async () => undefined),
    getPermissions: vi.fn(async () => (signedIn ? 2 : undefined)),
    getIdentity: vi.fn(async () => ({ id: 1, fullName: 'Ada Admin' })),
  } satisfies AuthProvider;
}

/**
 * The fake as react-admin takes it. Its methods are vi.fn mocks, which drop the generic
 * `<RecordType>` of react-admin's signatures; the behaviour is the contract's all the same.
 */
export const asDataProvider = (fake: FakeDataProvider): MindWellDataProvider =>
  fake as unknown as MindWellDataProvider;

/**
 * Holds the fake's answers for one list (`route`) until `release` is called, or for ever if it
 * never is; every other list answers at once.
 */
export function holdList(fake: FakeDataProvider, route: string): { release: () => void } {
  const answer = fake.getList.getMockImplementation();
  if (!answer) throw new Error('the fake lost its list');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  fake.getList.mockImplementation(async (resource, params) => {
    if (resource === route) await held;
    return answer(resource, params);
  });
  return { release: () => release() };
}
