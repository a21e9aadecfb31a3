import type { Config } from './config';
import type { Dialect } from './db/connect';
import type { Db } from './db/schema';
import type { Mailer } from './mail/mailer';

/** What every route needs, reachable as `request.server.ctx` (or `app.ctx`). */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** DATA_DIR/uploads: where uploaded files live. */
  uploadsDir: string;
  /** Receipts, account mail: through SMTP_URL, or written to DATA_DIR/outbox. */
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
