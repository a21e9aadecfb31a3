/**
 * The reference server for tests: a database of its own (a temporary SQLite file, migrated
 * already unless `fresh`; on PostgreSQL a copy of a migrated database, or a fresh schema), the real
 * app in process, and clients that keep their cookies and admin token as a browser tab would.
 *
 *   const server = await startTestServer();
 *   const admin = await server.signInAsAdmin();
 *   const res = await admin.admin('POST', 'coupon/list', { page: 1 });
 *   await server.close();
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getResource, type ResourceDef } from '../../../src/resources';
import { ROLE_STUDENT } from '../../../src/resources/fields';
import { type BuildOptions, buildApp } from '../../../server/app';
import { type Config, parseConfig } from '../../../server/config';
import { type DatabaseHandle, type Dialect, connectDatabase } from '../../../server/db/connect';
import type { Db } from '../../../server/db/schema';
import { createRecord } from '../../../server/records/store';
import { TEST_SCHEMA_PREFIX, postgresUnderTest } from '../../setup/postgres';
import { migratedPostgres, migratedSqlite } from './migratedDatabase';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin-test-pass-1';
export const STUDENT_PASSWORD = 'Student-test-pass-1';

export type Response = LightMyRequestResponse;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One browser tab: its cookie jar and, once an admin has asked for it, the admin token. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  token: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.token && !('authorization' in headers)) headers.authorization = `Bearer ${this.token}`;
    const payload =
      options.body === undefined
        ? undefined
        : typeof options.body === 'string' || Buffer.isBuffer(options.body)
          ? options.body
          : JSON.stringify(options.body);
    if (payload !== undefined && typeof options.body !== 'string' && !Buffer.isBuffer(options.body))
      headers['content-type'] ??= 'application/json';
    const response = await this.app.inject({ method, url, headers, payload, query: options.query });
    this.keepCookies(response);
    return response;
  }

  get(url: string, query?: Record<string, string>): Promise<Response> {
    return this.request('GET', url, { query });
  }

  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
    return this.request('POST', url, { body, headers });
  }

  /** A multipart form, encoded as a browser would encode it. */
  async postForm(url: string, form: FormData, method: Method = 'POST'): Promise<Response> {
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
    return this.request(method, url, { body, headers: { 'content-type': contentType } });
  }

  /**
   * An admin call as docs/legacy-api.md §7 writes it: path relative to /api/admin/; a GET's body goes in
   * the query string (filter as JSON), as docs/API.md says.
   */
  admin(method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>): Promise<Response> {
    const url = `/api/admin/${path}`;
    if (method !== 'GET') return this.request(method, url, { body });
    const query = Object.fromEntries(
      Object.entries(body ?? {}).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    return this.request('GET', url, { query });
  }

  private keepCookies(response: Response): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  config: Config;
  dataDir: string;
  /** A new tab with no cookies. */
  client(): TestClient;
  /** A tab signed in as the admin, holding the admin token. */
  signInAsAdmin(): Promise<TestClient>;
  /** A new student account (inserted directly), answered with its id and credentials. */
  createStudent(name?: string): Promise<{ id: number; email: string; password: string }>;
  /** A tab signed in as a new student; `userId` is theirs. */
  signInAsStudent(): Promise<TestClient & { userId: number }>;
  /** Serves on a real socket on a free port; answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Insert the demo catalogue (off by default: tests make what they need). */
  seedDemo?: boolean;
  /** Extra environment, as parseConfig reads it (COOKIE_SECURE, ALLOWED_ORIGINS, ...). */
  env?: Record<string, string>;
  distDir?: string;
  /** The student site's server renderer (tests of server-rendered pages hand in the source's). */
  pageRenderer?: BuildOptions['pageRenderer'];
  /** Where the server's log lines go (LOG_LEVEL is `silent` unless `env` says otherwise). */
  logStream?: BuildOptions['logStream'];
  /** The resource table to serve (default: `resources.config.ts`). */
  table?: readonly ResourceDef[];
  /**
   * An empty database (a SQLite file, a PostgreSQL schema) that the server migrates as it
   * starts, instead of a copy of one migrated already (tests/server/helpers/migratedDatabase.ts).
   */
  fresh?: boolean;
  /** Run on a fresh database (implies `fresh`) before the server prepares it: a test's own migration. */
  beforeStart?: (handle: DatabaseHandle) => Promise<void>;
}

async function openDatabase(dataDir: string, fresh: boolean): Promise<DatabaseHandle> {
  const url = postgresUnderTest();
  const file = path.join(dataDir, 'test.sqlite');
  if (!url) return fresh ? connectDatabase({ kind: 'sqlite', file }) : migratedSqlite(file);
  if (!fresh) return migratedPostgres(url);
  // A schema of its own per server, so test files running side by side never meet. They are
  // dropped together when the run ends (tests/setup/postgres.ts), not one by one.
  const schema = `${TEST_SCHEMA_PREFIX}${randomBytes(6).toString('hex')}`;
  return connectDatabase({ kind: 'postgres', url }, { schema });
}

let studentCount = 0;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mindwell-server-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...options.env,
  });
  const handle = await openDatabase(dataDir, Boolean(options.fresh || options.beforeStart));
  const build: BuildOptions = {
    config,
    db: handle,
    distDir: options.distDir ?? path.join(dataDir, 'no-dist'),
    pageRenderer: options.pageRenderer,
    logStream: options.logStream,
    table: options.table,
  };
  let app: FastifyInstance;
  try {
    await options.beforeStart?.(handle);
    app = await buildApp(build);
  } catch (error) {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const db = handle.db;

  const server: TestServer = {
    app,
    db,
    dialect: handle.dialect,
    config,
    dataDir,
    client: () => new TestClient(app),
    async signInAsAdmin() {
      const tab = new TestClient(app);
      const login = await tab.post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      if (login.statusCode !== 200)
        throw new Error(`Admin sign-in failed: ${login.statusCode} ${login.body}`);
      tab.token = (await tab.get('/api/getTokenForAdmin')).json<{ token: string | null }>().token;
      return tab;
    },
    async createStudent(name = 'Test Student') {
      studentCount += 1;
      const email = `student${studentCount}-${randomBytes(3).toString('hex')}@example.com`;
      const saved = await createRecord(
        db,
        getResource('users'),
        { name, email, password: STUDENT_PASSWORD, role_id: ROLE_STUDENT },
        { trusted: true },
      );
      return { id: Number(saved.id), email, password: STUDENT_PASSWORD };
    },
    async signInAsStudent() {
      const student = await server.createStudent();
      const tab = new TestClient(app);
      const login = await tab.post('/api/login', { email: student.email, password: student.password });
      if (login.statusCode !== 200)
        throw new Error(`Student sign-in failed: ${login.statusCode} ${login.body}`);
      return Object.assign(tab, { userId: student.id });
    },
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
      return `http://127.0.0.1:${address.port}`;
    },
    async close() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
