import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_PG_POOL_MAX,
  defaultListCacheChars,
  defaultWorkers,
  parseConfig,
} from '../../server/config';

describe('parseConfig', () => {
  it('gives every setting a default', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      database: { kind: 'sqlite', file: path.resolve('data', 'mindwell.sqlite') },
      adminEmail: 'admin@example.com',
      adminPassword: '',
      seedDemo: true,
      nodeEnv: 'development',
      sessionIdleMinutes: 120,
      sessionMaxDays: 7,
      trustProxy: false,
      cookieSecure: false,
      allowedOrigins: [],
      logLevel: 'info',
      workers: Math.min(availableParallelism(), 8),
    });
  });

  it('reads each setting', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:secret@db:5432/mindwell',
      SEED_DEMO: '0',
      TRUST_PROXY: '2',
      COOKIE_SECURE: 'true',
      ALLOWED_ORIGINS: 'https://a.example.org, https://b.example.org/',
      LOG_LEVEL: 'WARN',
      SESSION_IDLE_MINUTES: '30',
      WORKERS: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://app:secret@db:5432/mindwell' },
      seedDemo: false,
      trustProxy: 2,
      cookieSecure: true,
      allowedOrigins: ['https://a.example.org', 'https://b.example.org'],
      logLevel: 'warn',
      sessionIdleMinutes: 30,
      workers: 3,
    });
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('starts a process per core, and three quarters of them beside a PostgreSQL server on the same machine', () => {
    expect(defaultWorkers('', 4)).toBe(4);
    expect(defaultWorkers('postgres://app@db.internal:5432/mindwell', 4)).toBe(4);
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgresql://app:secret@localhost/mindwell',
      'postgres://app@[::1]:5432/mindwell',
      'postgres:///mindwell?host=/var/run/postgresql',
    ])
      expect(defaultWorkers(url, 4), url).toBe(3);
    expect(defaultWorkers('postgres://postgres@127.0.0.1/test', 1)).toBe(1);
    expect(defaultWorkers('postgres://postgres@127.0.0.1/test', 2)).toBe(2);
    expect(defaultWorkers('postgres://postgres@127.0.0.1/test', 8)).toBe(6);
    expect(defaultWorkers('', 32)).toBe(8);
    expect(parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).workers).toBe(
      Math.max(1, Math.min(Math.ceil((availableParallelism() * 3) / 4), 8)),
    );
    expect(
      parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', WORKERS: '1' }).workers,
    ).toBe(1);
  });

  it('keeps the PostgreSQL connections of the default processes under the 100 PostgreSQL takes by default', () => {
    const url = 'postgres://app@db.internal:5432/mindwell';
    expect(parseConfig({ DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
      poolMax: DEFAULT_PG_POOL_MAX,
    });
    expect(parseConfig({ DATABASE_URL: url, PG_POOL_MAX: '4' }).database).toMatchObject({ poolMax: 4 });
    // 100 less the 3 superuser slots, for every machine up to 64 cores.
    for (let cores = 1; cores <= 64; cores += 1)
      expect(defaultWorkers(url, cores) * DEFAULT_PG_POOL_MAX).toBeLessThanOrEqual(97);
  });

  it('keeps list answers in a sixteenth of memory shared among the processes, up to 256 MB each, or as told', () => {
    const MB = 2 ** 20;
    expect(defaultListCacheChars(2, 1024 * MB)).toBe(32 * MB);
    expect(defaultListCacheChars(1, 64 * 1024 * MB)).toBe(256 * MB);
    expect(parseConfig({ WORKERS: '2' }).listCacheChars).toBe(defaultListCacheChars(2));
    expect(parseConfig({ LIST_CACHE_MB: '0' }).listCacheChars).toBe(0);
    expect(parseConfig({ LIST_CACHE_MB: '512' }).listCacheChars).toBe(512 * MB);
    expect(() => parseConfig({ LIST_CACHE_MB: 'lots' })).toThrow(
      'LIST_CACHE_MB must be a whole number from 0 to 65536 (got "lots")',
    );
  });

  it('keeps metrics and the strict legacy mode off unless asked', () => {
    expect(parseConfig({})).toMatchObject({ metrics: null, legacyStrict: false });
    expect(
      parseConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-token-of-16-chars', LEGACY_STRICT: '1' }),
    ).toMatchObject({ metrics: { port: 9464, token: 'a-token-of-16-chars' }, legacyStrict: true });
    expect(() => parseConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      'METRICS_PORT must differ from PORT (got "9464")',
    );
  });

  it('names every bad value in one clear error', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'eighty',
        SEED_DEMO: 'maybe',
        ALLOWED_ORIGINS: 'ftp://x',
        ADMIN_EMAIL: 'nobody',
        WORKERS: '0',
        PG_POOL_MAX: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'ADMIN_EMAIL must be an email address (got "nobody")',
      'SEED_DEMO must be 1/0, true/false, yes/no or on/off (got "maybe")',
      'ALLOWED_ORIGINS "ftp://x" is not an http(s) origin (got "ftp://x")',
      'WORKERS must be a whole number from 1 to 64 (got "0")',
      'PG_POOL_MAX must be a whole number from 1 to 1000 (got "0")',
    ]);
  });

  it('never repeats a secret in its errors', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x', ADMIN_PASSWORD: 'short' })).toThrow(
      /DATABASE_URL must be empty \(SQLite in DATA_DIR\) or a postgres:\/\/ URL\n.*ADMIN_PASSWORD must be 8 to 128 characters$/,
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).not.toThrow(/hunter2/);
  });
});
