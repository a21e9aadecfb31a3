import type { Registry } from 'prom-client';
import type { ResourceDef } from '../src/resources/types';
import type { Config } from './config';
import type { Dialect } from './db/connect';
import type { Db } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './storage/fileStore';

/** What every route needs, reachable as `request.server.ctx` (or `app.ctx`). */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** DATA_DIR/uploads: where uploads arrive before they are stored, and stored by default. */
  uploadsDir: string;
  /** Where uploaded files are kept: `uploadsDir`, or object storage (STORAGE_URL). */
  files: FileStore;
  /** Receipts, account mail: through SMTP_URL, or written to DATA_DIR/outbox. */
  mailer: Mailer;
  /** The resource table the admin calls serve: `resources.config.ts`, or a test's own. */
  table: readonly ResourceDef[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** This process's metrics (server/metrics/), when METRICS_PORT asks for them. */
    metrics: Registry | null;
  }
}
