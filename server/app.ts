import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { allResources, checkTable, type ResourceDef } from '../src/resources';
import { originCheck } from './auth/originCheck';
import { signingKey } from './credentials/keys';
import type { Config } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, connectDatabase } from './db/connect';
import { assertConnectionBudget } from './db/connectionBudget';
import { migrateToLatest } from './db/migrate';
import { assertSchemaMatchesTable } from './db/schemaCheck';
import { createMailer } from './mail/mailer';
import { type FileStore, localFileStore } from './storage/fileStore';
import { requestMetrics } from './metrics/requestMetrics';
import { COMPRESS_THRESHOLD, ENCODINGS, compressSmallAnswers } from './smallAnswerCompression';
import { securityHeaders } from './securityHeaders';
import { HttpError, errorHandler } from './errors';
import { accountRoutes } from './routes/account';
import { openApiDescription } from './openapi/document';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { dashboardRoutes } from './routes/dashboard';
import { cpdRoutes } from './routes/cpd';
import { credentialRoutes } from './routes/credentials';
import { frontEnd } from './routes/frontEnd';
import { healthRoutes } from './routes/health';
import { publicRoutes } from './routes/public';
import { legalPageRoutes } from './routes/legalPages';
import { restRoutes } from './routes/rest';
import { shopRoutes } from './routes/shop/index';
import { siteFiles } from './routes/siteFiles';
import { studentRoutes } from './routes/student';
import { uploadFiles } from './routes/uploads';
import { imageVariantFiles } from './routes/imageVariants';
import { writeDemoHandouts } from './seed/demoFiles';
import { writeDemoImages } from './seed/demoImages';
import { writeDemoMedia } from './seed/demoMedia';
import { type AdminBootstrap, ensureAdmin } from './seed/admin';
import { seedDemo } from './seed/run';
import { FORM_LIMITS } from './uploads/multipartBody';
import { sweepPeriodically } from './uploads/sweep';
import { mailReleasesPeriodically } from './learning/releaseMails';
import { pacingRoutes } from './routes/pacing';
import { FEATURES_HEADER } from '../src/contract/features';
import { IF_MATCH_HEADER } from '../src/contract/recordExtensions';
import type { PageRenderer } from '../src/contract/pageRender';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  config: Config;
  /** An open, not necessarily migrated, database; without it the config's is opened (and closed with the app). */
  db?: DatabaseHandle;
  /** The built front end; defaults to the repository's `dist/`. */
  distDir?: string;
  /** Told the first admin's password when it had to be made up (default: printed once). */
  onAdminCreated?: (admin: AdminBootstrap) => void;
  /** Where log lines go (default: standard output). */
  logStream?: { write(line: string): void };
  /** The database was prepared already (`prepareDatabase`), by the process that started this one. */
  prepared?: boolean;
  /** The resource table to serve (default: `resources.config.ts`); a test may add an entry. */
  table?: readonly ResourceDef[];
  /** The student site's server renderer (default: the build's, dist/server/). */
  pageRenderer?: PageRenderer;
}

/** Wherever a log line could hold a credential: headers, cookies, bodies' passwords and tokens. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.password_confirmation',
  'body.current_password',
  'body.token',
  '*.password',
  '*.token',
];

/** JSON bodies beyond this are refused with 413; rich text with inline images fits. */
const BODY_LIMIT = 2 * 1024 * 1024;

const NUL_REFUSED = 'The request holds a NUL character, which no field accepts.';

/** Whether any string in a parsed body holds U+0000 (walked without recursion: bodies nest deep). */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * Uploaded files: in DATA_DIR/uploads, or in the bucket STORAGE_URL names. The AWS SDK is loaded
 * only for a bucket: a server that keeps files on disk starts without it.
 */
async function fileStoreFor(config: Config): Promise<FileStore> {
  const { storage } = config;
  if (storage.kind === 'local') return localFileStore(path.join(config.dataDir, 'uploads'));
  const { s3Client, s3FileStore } = await import('./storage/s3FileStore');
  return s3FileStore(storage, s3Client(storage));
}

function printAdmin(admin: AdminBootstrap): void {
  if (!admin.generatedPassword) return;
  process.stdout.write(
    `\nCreated the first admin: ${admin.email} / ${admin.generatedPassword}\n` +
      'This password is shown once. Sign in and change it, or set ADMIN_PASSWORD on a fresh database.\n\n',
  );
}

/** Mail through SMTP_URL, or written to DATA_DIR/outbox. */
const mailerFor = (config: Config) =>
  createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
  });

/**
 * Readies a database to be served: migrated, checked against the resource table, the first
 * admin and the demo data in place. Once per start, before any process serves it.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Config,
  onAdminCreated: (admin: AdminBootstrap) => void = printAdmin,
  table: readonly ResourceDef[] = allResources,
): Promise<void> {
  await assertConnectionBudget(handle, config);
  await migrateToLatest(handle.db, handle.dialect);
  await assertSchemaMatchesTable(handle.db, table);
  const admin = await ensureAdmin(handle.db, config);
  if (admin) onAdminCreated(admin);
  await signingKey(handle.db, config, true);
  if (config.seedDemo) {
    // The demo students' lessons are completed as the player completes them, mail included.
    await seedDemo(handle.db, undefined, { config, mailer: mailerFor(config) });
    const files = await fileStoreFor(config);
    await writeDemoHandouts(files, path.join(config.dataDir, 'uploads'));
    await writeDemoImages(files, path.join(config.dataDir, 'uploads'));
    await writeDemoMedia(files, path.join(config.dataDir, 'uploads'));
  }
}

/**
 * The whole server as a Fastify instance, ready to `listen` or `inject`: database migrated and
 * checked against the resource table, first admin and demo data in place, every route registered.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const table = options.table ?? allResources;
  const problems = checkTable(table);
  if (problems.length > 0) throw new Error(`The resource table has problems:\n${problems.join('\n')}`);

  const handle = options.db ?? (await connectDatabase(config.database));
  if (options.prepared) await assertSchemaMatchesTable(handle.db, table);
  else await prepareDatabase(handle, config, options.onAdminCreated, table);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // A second guard behind the access log's choice of fields: an error or a debug line that
      // carries a request, its headers or a body never writes a secret out.
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Fastify's own two lines per request carry the raw URL (which may hold a token); the access
    // log below writes one line with the route's pattern instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // A hop count becomes the function proxy-addr would make of it (Fastify's types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // During a shutdown, new requests get a clean 503 while the ones in flight finish.
    return503OnClosing: true,
  });
  const ctx: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    files: await fileStoreFor(config),
    mailer: mailerFor(config),
    table,
  };
  app.decorate('ctx', ctx);
  // Off unless METRICS_PORT is set: nothing is counted that nobody reads.
  app.decorate('metrics', config.metrics ? requestMetrics(app, handle) : null);
  if (!options.db) app.addHook('onClose', () => handle.close());
  app.setErrorHandler(errorHandler);

  // An empty JSON body (the legacy transcripts list sends none) is an empty object.
  const json = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    json(request, text, (error, value) => {
      if (error) return done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
      if (holdsNul(value)) return done(new HttpError(400, NUL_REFUSED), undefined);
      done(null, value);
    });
  });

  // The access log: one line a request, with what an operator needs and nothing a caller sent
  // in confidence (no query string, header, cookie or body).
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'not found',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });

  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    // Over https: as a trusted proxy says it, or as COOKIE_SECURE declares the site is served.
    if (request.protocol === 'https' || config.cookieSecure)
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
  });

  if (config.allowedOrigins.length > 0)
    await app.register(fastifyCors, {
      origin: config.allowedOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'X-Requested-With', IF_MATCH_HEADER],
      exposedHeaders: [FEATURES_HEADER, 'Content-Range'],
      maxAge: 600,
    });
  await app.register(fastifyCookie);
  compressSmallAnswers(app);
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...ENCODINGS],
  });
  await app.register(fastifyMultipart, { limits: FORM_LIMITS, throwFileSizeLimit: false });
  // A NUL in the address is refused as in a body (after helmet, so the refusal has its headers):
  // PostgreSQL text cannot hold U+0000, and no search or id needs it.
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw new HttpError(400, NUL_REFUSED);
  });
  app.addHook('onRequest', originCheck(ctx));

  await openApiDescription(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes, { prefix: '/api/admin' });
  // The REST API and the dashboard's figures are extensions (docs/API.md): not the legacy backend's.
  if (!config.legacyStrict) await app.register(restRoutes, { prefix: '/api/rest' });
  await app.register(publicRoutes);
  await app.register(legalPageRoutes);
  await app.register(catalogueRoutes);
  await app.register(studentRoutes);
  await app.register(credentialRoutes);
  await app.register(cpdRoutes);
  await app.register(accountRoutes);
  await app.register(shopRoutes);
  if (!config.legacyStrict) await app.register(dashboardRoutes);
  await app.register(pacingRoutes);
  await app.register(uploadFiles);
  await app.register(imageVariantFiles);
  await app.register(siteFiles);
  await frontEnd(app, {
    distDir: options.distDir ?? path.join(ROOT, 'dist'),
    pageRenderer: options.pageRenderer,
  });
  sweepPeriodically(app);
  mailReleasesPeriodically(app);
  return app;
}
