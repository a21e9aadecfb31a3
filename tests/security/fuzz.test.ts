/**
 * ASVS V1/V2 (encoding, validation): random and hostile bodies, made by fast-check, sent as an
 * admin to every list, create, update and action endpoint of the table (a GET list's in its
 * query string). Each starts from a valid body
 * and is bent out of shape: wrong types, missing and extra fields, 1 MB strings, deep nesting,
 * unicode, `__proto__` and `constructor` keys, SQL and HTML payloads, malformed JSON.
 *
 * For every case: no 5xx; a refused request changes no row; nothing answered back carries a
 * script, an event handler attribute or a javascript: URL. At the end the whole database is
 * searched for the same. The seed is printed; FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> sets
 * its length (default 2,000).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef } from '../../src/resources/types';
import { type TestClient, type TestServer, startTestServer } from '../server/helpers/testServer';
import { type AdminCall, adminCalls } from './support/adminCalls';
import { DATA_TABLES, fingerprint, snapshot } from './support/snapshot';
import { loose } from '../../server/db/schema';
import { isObject } from '../../src/contract/isObject';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

let server: TestServer;
let admin: TestClient;

interface Target {
  call: AdminCall;
  base: Record<string, unknown>;
}
const targets: Target[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  for (const call of adminCalls) {
    if (!['list', 'create', 'update', 'action', 'extra'].includes(call.kind)) continue;
    const prepared = await call.prepare(server.db, true);
    if ('json' in prepared) targets.push({ call, base: prepared.json });
  }
  process.stdout.write(
    `[fuzz] seed ${SEED}, ${RUNS} cases over ${targets.length} endpoints (FUZZ_SEED=${SEED} replays)\n`,
  );
});
afterAll(async () => {
  await server?.close();
});

// --- what goes in --------------------------------------------------------------------------

const MEGABYTE = 1024 * 1024;
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  'javascript:alert(1)',
  ' javascript:alert(document.cookie)',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onclick="steal()">hi</p>',
  '<b>&lt;script&gt;alert(1)&lt;/script&gt;</b>',
  '&lt;img src=x onerror=alert(1)&gt;',
  '<<script>script>alert(1)<</script>/script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
];
const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; DELETE FROM tips',
  "1' UNION SELECT password_hash FROM users --",
  '1 OR 1=1',
  "admin'--",
  '%',
  '_',
  '\\',
  '$1',
];
const ODD = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0644\u0627',
  '\ud800',
  '👩🏽‍💻🧠',
  'e\u0301\u0301\u0301',
  '\r\n\t',
  '1e400',
  'NaN',
  'null',
  'true',
  '0x10',
  '-0',
  '9'.repeat(400),
  'https://',
  '/uploads/../../etc/passwd',
  'http://127.0.0.1:22/',
];

/** Arrays inside arrays, thousands deep. */
function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { x: value };
  return value;
}

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...XSS, ...SQL, ...ODD) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'A'.repeat(MEGABYTE),
      '<b>x</b>'.repeat(MEGABYTE / 8),
      '<div>'.repeat(MEGABYTE / 5),
    ),
  },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    // Made anew for each case: a mutation may set keys on it, and cases must not share it.
    arbitrary: fc
      .constantFrom(
        () => deep(3000),
        () => [[[[]]]],
        () => ({}),
        () => [],
        () => [1, 'a', null],
      )
      .map((make) => make()),
  },
);

const LIST_KEYS = [
  'page',
  'pageNumber',
  'per_page',
  'per_page_item',
  'perPageItem',
  'q',
  'sort',
  'order',
  'filter',
];

const EXTRA_KEYS = [
  ...LIST_KEYS,
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'created_at',
  'updated_at',
  'password_hash',
  'role_id',
  'disabled',
  'featured',
  'approve_status',
  'status',
  'used_count',
  'user_id',
];

type Mutation =
  | { op: 'set'; inner: boolean; key: number | string; value: unknown }
  | { op: 'delete'; inner: boolean; key: number }
  | { op: 'body'; value: unknown }
  /** A list filter on one of the resource's fields (by index) or on a name that is none. */
  | { op: 'filter'; key: number | string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      inner: fc.boolean(),
      key: fc.oneof(fc.nat(), fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
      value: hostileValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('delete' as const), inner: fc.boolean(), key: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('body' as const), value: hostileValue }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('filter' as const),
      key: fc.oneof(fc.nat(), fc.constantFrom('id', '__proto__', 'password_hash', 'x; drop table users')),
      value: hostileValue,
    }),
  },
);

/** Raw texts no JSON value turns into. */
const RAW = [
  '{"title": "unterminated',
  '{"a":1}{"b":2}',
  '\ufeff{"title":"bom"}',
  '{"title": 1e400, "price": -1e400}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}',
  '{"title": "a", "title": "b"}',
  `{"title": "${'\\u0000'.repeat(10)}"}`,
  `${'['.repeat(20000)}${']'.repeat(20000)}`,
  '"just a string"',
  'null',
];

/** Sets an own property, even one named `__proto__`, so JSON.stringify writes it out. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

let counter = 0;

/** The base body bent by the mutations; unique fields kept unique so valid cases still save. */
function bodyOf(target: Target, mutations: readonly Mutation[]): unknown {
  counter += 1;
  let body: unknown = structuredClone(target.base);
  const fields = target.call.def?.fields ?? [];
  const unique = (field: FieldDef, holder: Record<string, unknown>) => {
    const value = holder[field.name];
    if (typeof value !== 'string') return;
    holder[field.name] = field.kind === 'email' ? `f${counter}-${value}` : `${value}-${counter}`;
  };
  for (const holder of [body, ...Object.values(body as object)])
    if (isObject(holder)) for (const field of fields) if (field.unique) unique(field, holder);

  for (const change of mutations) {
    if (change.op === 'body') {
      body = change.value;
      continue;
    }
    if (!isObject(body)) continue;
    if (change.op === 'filter') {
      const names = fields.map((field) => field.name);
      const key =
        typeof change.key === 'number' ? (names[change.key % Math.max(1, names.length)] ?? 'id') : change.key;
      const filter = isObject(body.filter) ? body.filter : {};
      put(filter, key, change.value);
      body.filter = filter;
      continue;
    }
    const wrapped = Object.values(body).find(isObject);
    const holder = change.inner && wrapped ? wrapped : body;
    const keys = Object.keys(holder);
    const key = typeof change.key === 'number' ? keys[change.key % Math.max(1, keys.length)] : change.key;
    if (key === undefined) continue;
    if (change.op === 'delete') delete holder[key];
    else put(holder, key, change.value);
  }
  return body;
}

// --- what comes out ------------------------------------------------------------------------

const SCRIPT = /<script\b/i;
const HANDLER = /<[a-z][^>]*[\s/"']on[a-z]+\s*=/i;
// Browsers skip control characters before a URL's scheme.
const JS_ATTRIBUTE =
  /\b(?:href|src|action|formaction|xlink:href|data|poster|background)\s*=\s*["']?[\s\p{Cc}]*(?:javascript|vbscript):/iu;
const URL_KINDS = new Set(['url', 'image', 'file']);

/** Why a text would run script in a page that shows it as HTML; empty when it would not. */
function markupProblems(text: string): string[] {
  const problems: string[] = [];
  if (SCRIPT.test(text)) problems.push('a <script> element');
  if (HANDLER.test(text)) problems.push('an event handler attribute');
  if (JS_ATTRIBUTE.test(text)) problems.push('a javascript: URL in an attribute');
  return problems;
}

/** Every string in an answer, with where it sits. */
function* strings(value: unknown, at = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${at}[${i}]`);
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${at}.${key}`);
}

/** Problems in a record: script in any text, and a URL field that is not http(s) or an upload. */
function recordProblems(record: unknown, fields: readonly FieldDef[]): string[] {
  const problems: string[] = [];
  for (const [at, text] of strings(record))
    for (const problem of markupProblems(text))
      problems.push(`${at}: ${problem} in ${JSON.stringify(text.slice(0, 120))}`);
  if (isObject(record))
    for (const field of fields) {
      const value = record[field.name];
      if (
        URL_KINDS.has(field.kind) &&
        typeof value === 'string' &&
        !/^(https?:\/\/|\/uploads\/)/i.test(value)
      )
        problems.push(`${field.name}: not an http(s) or upload URL: ${JSON.stringify(value.slice(0, 120))}`);
    }
  return problems;
}

// --- the runs ------------------------------------------------------------------------------

/** A GET list's options as a query string: each value as text, objects as JSON (docs/API.md). */
function queryOf(payload: string): Record<string, string> {
  try {
    const body: unknown = JSON.parse(payload);
    if (!isObject(body)) return { q: (JSON.stringify(body) ?? '').slice(0, 2000) };
    const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, text(value).slice(0, 4000)]));
  } catch {
    // Not JSON, or nested too deep to write out again: the raw text as a search.
    return { q: payload.slice(0, 2000) };
  }
}

const tally = { cases: 0, saved: 0, refused: 0, statuses: new Map<number, number>() };

async function check(target: Target, payload: string): Promise<void> {
  const { call } = target;
  const table = call.def?.key ?? 'uploads';
  const beforePrint = await fingerprint(server.db);
  const beforeRows = await snapshot(server.db, [table]);
  const response =
    call.method === 'GET'
      ? await admin.request('GET', `/api/admin/${call.path}`, { query: queryOf(payload) })
      : await admin.request(call.method, `/api/admin/${call.path}`, {
          body: payload,
          headers: { 'content-type': 'application/json' },
        });
  const where = `${call.method} ${call.path} ${payload.slice(0, 300)}`;
  tally.cases += 1;
  tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);

  expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const answer = response.json<unknown>();
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  if (response.statusCode >= 400) {
    tally.refused += 1;
    expect(isObject(answer) && typeof answer.message === 'string', where).toBe(true);
    expect(await snapshot(server.db, [table]), `a refused request changed ${table}: ${where}`).toEqual(
      beforeRows,
    );
    expect(await fingerprint(server.db), `a refused request changed a row: ${where}`).toBe(beforePrint);
    return;
  }
  tally.saved += 1;
  expect(recordProblems(answer, call.def?.fields ?? []), where).toEqual([]);
}

describe('hostile bodies sent to every list, create, update and action endpoint', () => {
  // 2,000 cases take tens of seconds on a busy 2-core machine; the limit only guards against a hang.
  it('never cause a server error, a partial change or stored script', { timeout: 300_000 }, async () => {
    const targetArb = fc.constantFrom(...targets);
    const cases = fc.oneof(
      {
        weight: 19,
        arbitrary: fc
          .tuple(targetArb, fc.array(mutation, { minLength: 1, maxLength: 4 }))
          .map(([target, changes]) => [target, JSON.stringify(bodyOf(target, changes)) ?? 'null'] as const),
      },
      { weight: 1, arbitrary: fc.tuple(targetArb, fc.constantFrom(...RAW)) },
    );
    await fc.assert(
      fc.asyncProperty(cases, ([target, payload]) => check(target, payload)),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(tally.cases).toBeGreaterThanOrEqual(RUNS);
    // Both outcomes were reached: the bodies are not all refused at the door.
    expect(tally.saved).toBeGreaterThan(RUNS / 50);
    expect(tally.refused).toBeGreaterThan(RUNS / 4);
    process.stdout.write(
      `[fuzz] ${tally.cases} cases: ${tally.saved} saved, ${tally.refused} refused; statuses ${JSON.stringify(
        Object.fromEntries([...tally.statuses].sort()),
      )}\n`,
    );
  });

  it('left no script, handler or javascript: URL anywhere in the database', async () => {
    let rows = 0;
    for (const table of DATA_TABLES) {
      const found = await loose(server.db).selectFrom(table).selectAll().execute();
      rows += found.length;
      for (const row of found) expect(recordProblems(row, []), `${table} #${String(row.id)}`).toEqual([]);
    }
    expect(rows).toBeGreaterThan(targets.length);
  });
});

describe('NUL characters, which PostgreSQL text cannot hold', () => {
  it('are refused with 400 wherever they come, changing nothing', async () => {
    const before = await fingerprint(server.db);
    const form = new FormData();
    form.append('title', 'Has a \u0000 in it');
    form.append('content', '<p>x</p>');
    const answers = [
      await admin.admin('POST', 'tips/create-tip', { title: 'a\u0000b', description: 'x' }),
      await admin.admin('POST', 'coupon/list', { q: '\u0000' }),
      await admin.admin('POST', 'coupon/list', { filter: { '\u0000': 1 } }),
      await admin.request('GET', '/api/admin/awarding-bodies', { query: { q: '\u0000' } }),
      await server.client().get('/api/courses', { q: 'a\u0000' }),
      await server.client().post('/api/login', { email: 'a\u0000@example.com', password: 'Whatever-pass-1' }),
      await admin.postForm('/api/admin/create_blog_post', form),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: 'The request holds a NUL character, which no field accepts.',
      });
    }
    expect(await fingerprint(server.db)).toBe(before);
  });
});
