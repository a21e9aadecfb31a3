/**
 * The console's providers against a server that offers no extension (LEGACY_STRICT=1, as the
 * legacy backend): lists still page, sort, search and filter, and a record on any page opens,
 * because the provider reads the whole list with legacy calls and chooses the page itself. No
 * call carries a list option the legacy API lacks, and none is batched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDED_RESOURCES_FEATURE, LIST_OPTIONS_FEATURE } from '../../src/contract/features';
import { DASHBOARD_FEATURE } from '../../src/contract/features';
import { createAuthProvider } from '../../src/api/authProvider';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { startTestServer, type TestServer } from '../server/helpers/testServer';
import { keepCookies } from './cookieJar';
import { type SentCall, watchCalls } from './watchCalls';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './serverHarness';

const EXTENSION_KEYS = ['q', 'sort', 'order', 'filter', 'per_page'];

let server: TestServer;
const sent: { url: string; keys: string[] }[] = [];
let provider: ReturnType<typeof createDataProvider>;
let http: ReturnType<typeof createHttpClient>;
const ids: number[] = [];

/** The names a call sends: its query's and its JSON body's. */
const keysOf = (call: SentCall): string[] => [
  ...call.query.keys(),
  ...(call.body && typeof call.body === 'object' ? Object.keys(call.body) : []),
];

beforeAll(async () => {
  server = await startTestServer({ env: { LEGACY_STRICT: '1' } });
  const watched = watchCalls(fetch, (call) => sent.push({ url: call.path, keys: keysOf(call) }));
  http = createHttpClient({ baseURL: await server.listen(), fetch: keepCookies(watched).fetch });
  provider = createDataProvider({ http });
  const auth = createAuthProvider({ http });
  await auth.login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await auth.checkAuth({});
  for (const title of ['Sleep', 'anxiety', 'Grief', 'Mindfulness', 'Stress at work', 'Anger', 'Burnout']) {
    for (const suffix of ['', ' basics']) {
      const { data } = await provider.create('blogs/categories', { data: { title: `${title}${suffix}` } });
      ids.push(Number(data.id));
    }
  }
});

afterAll(async () => {
  await server?.close();
});

describe('the data provider against a server without extensions', () => {
  it('learns that the server takes no list options, has none of the added resources and no figures', async () => {
    expect(http.supports(LIST_OPTIONS_FEATURE)).toBe(false);
    expect(await provider.supports(ADDED_RESOURCES_FEATURE)).toBe(false);
    expect(await provider.supports(DASHBOARD_FEATURE)).toBe(false);
  });

  it('pages a list sorted by title, newest sort first, itself', async () => {
    const params = {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'title', order: 'DESC' as const },
      filter: {},
    };
    const { data, total } = await provider.getList('blogs/categories', params);
    expect(total).toBe(14);
    expect(data.map((record) => record.title)).toEqual([
      'Mindfulness',
      'Grief basics',
      'Grief',
      'Burnout basics',
      'Burnout',
    ]);
  });

  it('searches a list, case aside, and counts what it found', async () => {
    const { data, total } = await provider.getList('blogs/categories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: 'AN' },
    });
    expect(total).toBe(4);
    expect(data.map((record) => record.title)).toEqual([
      'Anger',
      'Anger basics',
      'anxiety',
      'anxiety basics',
    ]);
  });

  it('opens a record of the last page, and several at once', async () => {
    const last = ids[ids.length - 1]!;
    expect((await provider.getOne('blogs/categories', { id: last })).data).toMatchObject({
      id: last,
      title: 'Burnout basics',
    });
    const many = await provider.getMany('blogs/categories', { ids: [ids[0]!, last] });
    expect(many.data.map((record) => record.title).sort()).toEqual(['Burnout basics', 'Sleep']);
  });

  it('shows an edit at once, though a list was read a moment before', async () => {
    const first = ids[0]!;
    await provider.getList('blogs/categories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await provider.update('blogs/categories', {
      id: first,
      data: { title: 'Sleep well' },
      previousData: { id: first },
    });
    expect((await provider.getOne('blogs/categories', { id: first })).data).toMatchObject({
      title: 'Sleep well',
    });
  });

  it('never sent a list option the legacy API lacks, nor a batch call', async () => {
    const lists = await provider.getLists([
      {
        resource: 'blogs/categories',
        params: { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
      },
      {
        resource: 'tips',
        params: { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
      },
    ]);
    expect(lists.map((list) => list.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(sent.some((call) => call.url.includes('batch/lists'))).toBe(false);
    const listCalls = sent.filter(
      (call) => call.url.endsWith('/blog-categories') || call.url.endsWith('/tips'),
    );
    expect(listCalls.length).toBeGreaterThan(0);
    for (const call of listCalls) expect(call.keys.filter((key) => EXTENSION_KEYS.includes(key))).toEqual([]);
  });
});
