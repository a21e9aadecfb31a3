import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultWorkers, parseConfig } from '../../server/config';

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

  it('starts a process per core, and leaves one core to a PostgreSQL server on the same machine', () => {
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
    expect(defaultWorkers('', 32)).toBe(8);
    expect(parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).workers).toBe(
      Math.max(1, Math.min(availableParallelism() - 1, 8)),
    );
    expect(
      parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', WORKERS: '2' }).workers,
    ).toBe(2);
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
    ]);
  });

  it('never repeats a secret in its errors', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x', ADMIN_PASSWORD: 'short' })).toThrow(
      /DATABASE_URL must be empty \(SQLite in DATA_DIR\) or a postgres:\/\/ URL\n.*ADMIN_PASSWORD must be 8 to 128 characters$/,
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).not.toThrow(/hunter2/);
  });
});
