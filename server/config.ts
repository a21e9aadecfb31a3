import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseSigningKey } from './credentials/signingKeySetting';
import { parseS3Url } from './storage/s3Location';

/** Every setting of the server, read from the environment once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolMax?: number };
  adminEmail: string;
  /** Empty: a random password is made and printed once (refused in production). */
  adminPassword: string;
  seedDemo: boolean;
  nodeEnv: string;
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  /** Passed to Fastify's `trustProxy`: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string[];
  cookieSecure: boolean;
  /** Extra origins allowed for CORS with credentials and for state-changing requests. */
  allowedOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Server processes sharing the port (server/workers.ts): `defaultWorkers` unless told. */
  workers: number;
  /** Characters of admin list answers each process keeps (records/answerCache.ts); 0: none. */
  listCacheChars: number;
  /** The address people reach the site at, for links in mail: no trailing slash. */
  publicUrl: string;
  /** Empty: mail is written to `DATA_DIR/outbox` instead of being sent. */
  smtpUrl: string;
  mailFrom: string;
  /** Where uploaded files live: DATA_DIR/uploads, or an S3 bucket (any S3-compatible service). */
  storage:
    | { kind: 'local' }
    | { kind: 's3'; bucket: string; prefix: string; endpoint: string; forcePathStyle: boolean };
  /** Stripe Checkout takes payments when both are set (server/shop/payments/stripeProvider.ts). */
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Where the Stripe SDK sends its calls: Stripe's own API unless a stand-in is named. */
  stripeApiUrl: string;
  /** The built-in test payment page: on unless NODE_ENV=production, where it needs TEST_PAYMENTS=1. */
  testPayments: boolean;
  /** A pending order not paid within this many minutes is cancelled. */
  orderExpiryMinutes: number;
  /**
   * Answer exactly docs/legacy-api.md and nothing more: no extension named, no batch call, no list
   * option beyond the legacy paging keys, no field the legacy contract lacks.
   */
  legacyStrict: boolean;
  /** Prometheus metrics on a port of their own (server/metrics/); null: none are kept. */
  metrics: { port: number; token: string } | null;
  /** The Ed25519 key that signs credentials (server/credentials/); empty: one made in DATA_DIR. */
  credentialSigningKey: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off'];

const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (YES.includes(value)) return true;
      if (NO.includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be 1/0, true/false, yes/no or on/off' });
      return z.NEVER;
    });

const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const text = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : fallback));

/** Never echoed back in an error: they may hold passwords. */
const SECRET = [
  'ADMIN_PASSWORD',
  'CREDENTIAL_SIGNING_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'METRICS_TOKEN',
];

/** Past a handful of processes the database, not the processes, is what a request waits for. */
const MAX_DEFAULT_WORKERS = 8;

/**
 * PostgreSQL connections each server process may hold. PostgreSQL allows 100 by default, 3 of
 * them kept for superusers: the most processes started unasked (8) times this is 80, which
 * leaves room for a backup, a migration and a psql session.
 */
export const DEFAULT_PG_POOL_MAX = 10;

/** Whether a postgres:// URL names this machine: loopback, `localhost`, or a Unix socket. */
function isLocalDatabase(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  return host === '' || host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The answers live in the JavaScript heap, whose collections grow with it: at most 256 million
 * characters a process unless LIST_CACHE_MB says more.
 */
const MAX_DEFAULT_LIST_CACHE = 256 * 2 ** 20;

/** A sixteenth of the machine's memory, shared among the server's processes, up to the most above. */
export const defaultListCacheChars = (processes: number, memory = totalmem()): number =>
  Math.min(MAX_DEFAULT_LIST_CACHE, Math.floor(memory / 16 / processes));

/**
 * Node runs JavaScript on one core, so a process per core serves the rest; SQLite runs inside
 * them. A PostgreSQL server on the same machine works for them: measured (bench/RESULTS.md, the
 * API and exam-day suites), its backends spend about a third of the CPU the server's processes
 * spend, so three quarters of the cores, rounded up, keep both busy. On two cores that is two
 * processes: one alone left most of a core idle while its own queue grew.
 */
export function defaultWorkers(databaseUrl: string, cores = availableParallelism()): number {
  const share = databaseUrl && isLocalDatabase(databaseUrl) ? 3 / 4 : 1;
  return Math.max(1, Math.min(Math.ceil(cores * share), MAX_DEFAULT_WORKERS));
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: wholeNumber(3000, 0, 65535),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('./data'),
  DATABASE_URL: text('').refine((url) => url === '' || /^postgres(ql)?:\/\/.+/.test(url), {
    message: 'must be empty (SQLite in DATA_DIR) or a postgres:// URL',
  }),
  ADMIN_EMAIL: text('admin@example.com').pipe(z.string().email({ message: 'must be an email address' })),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .default('')
    .refine((value) => value === '' || (value.length >= 8 && value.length <= 128), {
      message: 'must be 8 to 128 characters',
    }),
  SEED_DEMO: flag(true),
  NODE_ENV: text('development'),
  SESSION_IDLE_MINUTES: wholeNumber(120, 1, 525_600),
  SESSION_MAX_DAYS: wholeNumber(7, 1, 366),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value): Config['trustProxy'] => {
      if (value === undefined || value === '' || NO.includes(value.toLowerCase())) return false;
      if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  COOKIE_SECURE: flag(false),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const raw of (value ?? '').split(',').map((part) => part.trim())) {
        if (!raw) continue;
        let origin: string | undefined;
        try {
          const url = new URL(raw);
          if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
        } catch {
          origin = undefined;
        }
        if (!origin) ctx.addIssue({ code: 'custom', message: `"${raw}" is not an http(s) origin` });
        else origins.push(origin);
      }
      return origins;
    }),
  PUBLIC_URL: text('').refine((url) => url === '' || /^https?:\/\/[^/]+/.test(url), {
    message: 'must be empty or an http(s) address such as https://academy.example.com',
  }),
  SMTP_URL: text('').refine((url) => url === '' || /^smtps?:\/\/.+/.test(url), {
    message: 'must be empty (mail goes to DATA_DIR/outbox) or an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: text('MindWell Academy <no-reply@mindwell.academy>'),
  STORAGE_URL: text('').refine((url) => url === '' || parseS3Url(url) !== undefined, {
    message: 'must be empty (files in DATA_DIR/uploads) or s3://bucket/prefix',
  }),
  S3_ENDPOINT: text('').refine((url) => url === '' || /^https?:\/\/[^/]+/.test(url), {
    message: 'must be empty (AWS) or the http(s) address of an S3-compatible service',
  }),
  S3_FORCE_PATH_STYLE: flag(false),
  STRIPE_SECRET_KEY: text(''),
  STRIPE_WEBHOOK_SECRET: text(''),
  STRIPE_API_URL: text('https://api.stripe.com').refine((url) => /^https?:\/\/[^/]+\/?$/.test(url), {
    message: 'must be an http(s) address with no path, such as https://api.stripe.com',
  }),
  // Empty: on, except with NODE_ENV=production.
  TEST_PAYMENTS: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((value) => !value || YES.includes(value) || NO.includes(value), {
      message: 'must be 1/0, true/false, yes/no or on/off',
    }),
  ORDER_EXPIRY_MINUTES: wholeNumber(60, 5, 10_080),
  // 0: not set, worked out from the database below.
  WORKERS: wholeNumber(0, 1, 64),
  PG_POOL_MAX: wholeNumber(DEFAULT_PG_POOL_MAX, 1, 1000),
  // -1: not set, worked out from the machine's memory below.
  LIST_CACHE_MB: wholeNumber(-1, 0, 65_536),
  LEGACY_STRICT: flag(false),
  // 0: no metrics.
  METRICS_PORT: wholeNumber(0, 1, 65535),
  METRICS_TOKEN: z
    .string()
    .optional()
    .default('')
    .refine((value) => value === '' || (value.length >= 16 && /^[\x21-\x7e]+$/.test(value)), {
      message: 'must be empty or at least 16 printable characters without spaces',
    }),
  CREDENTIAL_SIGNING_KEY: z
    .string()
    .optional()
    .default('')
    .superRefine((value, ctx) => {
      if (value.trim() === '') return;
      try {
        parseSigningKey(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx): Config['logLevel'] => {
      if (!value) return 'info';
      const level = LOG_LEVELS.find((l) => l === value);
      if (level) return level;
      ctx.addIssue({ code: 'custom', message: `must be one of ${LOG_LEVELS.join(', ')}` });
      return z.NEVER;
    }),
});

/** The name of every setting `parseConfig` reads. */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);

/** Reads the environment; every bad value is named in one ConfigError. */
export function parseConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const shown = SECRET.includes(name) ? '' : ` (got "${env[name] ?? ''}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    throw new ConfigError([`METRICS_PORT must differ from PORT (got "${e.METRICS_PORT}")`]);
  const dataDir = path.resolve(e.DATA_DIR);
  const workers = e.WORKERS || defaultWorkers(e.DATABASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.PG_POOL_MAX }
      : { kind: 'sqlite', file: path.join(dataDir, 'mindwell.sqlite') },
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    nodeEnv: e.NODE_ENV,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    allowedOrigins: e.ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
    workers,
    listCacheChars: e.LIST_CACHE_MB >= 0 ? e.LIST_CACHE_MB * 2 ** 20 : defaultListCacheChars(workers),
    publicUrl: (e.PUBLIC_URL || `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage: e.STORAGE_URL
      ? {
          kind: 's3',
          ...parseS3Url(e.STORAGE_URL)!,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local' },
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
    testPayments: e.TEST_PAYMENTS ? YES.includes(e.TEST_PAYMENTS) : e.NODE_ENV !== 'production',
    orderExpiryMinutes: e.ORDER_EXPIRY_MINUTES,
    legacyStrict: e.LEGACY_STRICT,
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, token: e.METRICS_TOKEN } : null,
    credentialSigningKey: e.CREDENTIAL_SIGNING_KEY.trim(),
  };
}
