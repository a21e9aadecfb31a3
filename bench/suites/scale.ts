/**
 * List latency as the table grows, 1k → 100k → 1M courses, on SQLite and
 * PostgreSQL. One client, one request at a time (keep-alive), the admin's list call of
 * courses as the console sends it; the median and 95th percentile of the round trip.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { SuiteOptions } from '../lib/context';
import { median, percentile } from '../lib/context';
import { SEARCHES } from '../lib/data';
import { type Kind, openDataset } from '../lib/datasets';
import { type AdminAuth, ROOT, signInAdmin, startOurServer } from '../lib/ourServer';
import { type Goal, type Section, type Table, ms, ratio } from '../lib/report';

const PER_PAGE = 25;

interface Case {
  name: string;
  /** The query string of get_course, given the table's row count. */
  query(count: number): Record<string, string | number>;
  /** Held to the 50 ms goal of searching and sorting at 100k rows. */
  searchOrSort?: boolean;
}

const lastPage = (count: number) => Math.max(1, Math.ceil(count / PER_PAGE));
const filter = (value: Record<string, unknown>) => JSON.stringify(value);

let spelling = 0;
/** The word with its letters' case varied, a different spelling each call (up to 2^length). */
function respelled(word: string): string {
  spelling += 1;
  return [...word].map((c, i) => ((spelling >> i) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');
}

const CASES: Case[] = [
  { name: 'page 1 (id order)', query: () => ({ page: 1 }) },
  { name: 'last page (id order)', query: (n) => ({ page: lastPage(n) }) },
  { name: 'middle page (id order)', query: (n) => ({ page: Math.ceil(lastPage(n) / 2) }) },
  { name: 'page 1, newest first', query: () => ({ page: 1, sort: 'id', order: 'desc' }) },
  {
    name: 'sorted by price, page 1',
    query: () => ({ page: 1, sort: 'price', order: 'asc' }),
    searchOrSort: true,
  },
  {
    name: 'sorted by price, last page',
    query: (n) => ({ page: lastPage(n), sort: 'price', order: 'asc' }),
    searchOrSort: true,
  },
  {
    name: 'sorted by title desc, page 1',
    query: () => ({ page: 1, sort: 'title', order: 'desc' }),
    searchOrSort: true,
  },
  {
    name: 'sorted by title, middle page',
    query: (n) => ({ page: Math.ceil(lastPage(n) / 2), sort: 'title', order: 'asc' }),
    searchOrSort: true,
  },
  { name: `search "${SEARCHES.common}"`, query: () => ({ page: 1, q: SEARCHES.common }), searchOrSort: true },
  {
    name: `search "${SEARCHES.common}", sorted by price desc`,
    query: () => ({ page: 1, q: SEARCHES.common, sort: 'price', order: 'desc' }),
    searchOrSort: true,
  },
  {
    name: `search "${SEARCHES.common}", page 5`,
    query: () => ({ page: 5, q: SEARCHES.common }),
    searchOrSort: true,
  },
  {
    // Each request spells the word differently (case does not matter to the search), so no
    // count is remembered from an earlier request: the cost of a search seen for the first time.
    name: `search "${SEARCHES.common}", a search not seen before`,
    query: () => ({ page: 1, q: respelled(SEARCHES.common) }),
    searchOrSort: true,
  },
  { name: `search "${SEARCHES.rare}"`, query: () => ({ page: 1, q: SEARCHES.rare }), searchOrSort: true },
  {
    name: 'filter status = published, page 1',
    query: () => ({ page: 1, filter: filter({ status: 'published' }) }),
  },
  {
    name: 'filter category, sorted by price',
    query: () => ({ page: 1, filter: filter({ course_category_id: 2 }), sort: 'price', order: 'asc' }),
    searchOrSort: true,
  },
  { name: 'one record by id (getOne)', query: (n) => ({ filter: filter({ id: Math.ceil(n / 3) }) }) },
];

const queryString = (query: Record<string, string | number>) =>
  Object.entries({ per_page: PER_PAGE, ...query })
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

async function timed(base: string, auth: AdminAuth, query: Record<string, string | number>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/get_course?${queryString(query)}`, {
    headers: auth.headers,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`get_course ${queryString(query)}: ${response.status}`);
  return performance.now() - started;
}

interface Measured {
  median: number;
  p95: number;
}

export async function scaleSuite(options: SuiteOptions): Promise<Section> {
  const { log, quick } = options;
  const sizes = quick ? [1000, 100_000] : [1000, 100_000, 1_000_000];
  const kinds: Kind[] = options.postgres ? ['sqlite', 'postgres'] : ['sqlite'];
  const samples = quick ? 15 : 40;
  const results = new Map<string, Measured>();
  const cold = new Map<string, number>();

  for (const kind of kinds)
    for (const size of sizes) {
      const dataset = await openDataset(kind, size, log, sizes);
      // Answers kept from the earlier requests of a case would be measured instead of the list.
      const server = await startOurServer(dataset.target, '', ROOT, { LIST_CACHE_MB: '0' });
      try {
        log(`  ${kind}, ${size.toLocaleString('en-GB')} courses`);
        const auth = await signInAdmin(server.base);
        // The first deep page after a start, before the page boundaries are known.
        cold.set(`${kind}:${size}`, await timed(server.base, auth, { page: Math.ceil(lastPage(size) / 2) }));
        await sleep(quick ? 1000 : 3000);
        for (const c of CASES) {
          const query = c.query(size);
          for (let i = 0; i < 3; i += 1) await timed(server.base, auth, query);
          const times: number[] = [];
          for (let i = 0; i < samples; i += 1) times.push(await timed(server.base, auth, query));
          results.set(`${kind}:${size}:${c.name}`, { median: median(times), p95: percentile(times, 95) });
        }
      } finally {
        await server.stop();
        await dataset.drop();
      }
    }

  const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  const tables: Table[] = [];
  const goals: Goal[] = [];
  for (const kind of kinds) {
    const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const largest = sizes[sizes.length - 1];
    tables.push({
      title: `${name}: list latency by table size, ms (median / p95)`,
      head: ['case', ...sizes.map(label), `${label(largest)} ÷ ${label(sizes[0])} (median)`],
      rows: [
        [
          'middle page, first request after start',
          ...sizes.map((s) => ms(cold.get(`${kind}:${s}`))),
          ratio(cold.get(`${kind}:${largest}`) ?? 0, cold.get(`${kind}:${sizes[0]}`) ?? 0),
        ],
        ...CASES.map((c) => {
          const cells = sizes.map((s) => results.get(`${kind}:${s}:${c.name}`));
          const first = cells[0]?.median ?? 0;
          const last = cells[cells.length - 1]?.median ?? 0;
          return [
            c.name,
            ...cells.map((m) => (m ? `${ms(m.median)} / ${ms(m.p95)}` : '–')),
            ratio(last, first),
          ];
        }),
      ],
      notes: [
        `${samples} sequential requests per case after 3 warm-up requests; round trip measured by the client, ${PER_PAGE} rows a page.`,
        'The first row is one request: the first deep page after the server starts, before it knows the page boundaries.',
      ],
    });
    for (const edge of ['page 1 (id order)', 'last page (id order)']) {
      const first = results.get(`${kind}:${sizes[0]}:${edge}`)?.median ?? 0;
      const last = results.get(`${kind}:${largest}:${edge}`)?.median ?? 0;
      goals.push({
        name: `${edge} stays flat, ${name}`,
        target: `${label(largest)} within 3× of ${label(sizes[0])} (or under 5 ms)`,
        measured: `${ms(first)} → ${ms(last)} ms`,
        met: last <= Math.max(3 * first, 5),
      });
    }
    const worst = CASES.filter((c) => c.searchOrSort)
      .map((c) => ({ c, m: results.get(`${kind}:100000:${c.name}`) }))
      .sort((a, b) => (b.m?.p95 ?? 0) - (a.m?.p95 ?? 0))[0];
    if (worst?.m)
      goals.push({
        name: `search and sort at 100k rows (slowest case, p95), ${name}`,
        target: '< 50 ms',
        measured: `${ms(worst.m.p95)} ms (${worst.c.name})`,
        met: worst.m.p95 < 50,
      });
  }
  return {
    title: 'List latency at scale',
    notes: [
      'GET /api/admin/get_course, as the console calls it, with the admin cookie and token; one request at a time.',
    ],
    tables,
    goals,
  };
}
