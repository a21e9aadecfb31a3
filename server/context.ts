import type { Config } from './config';
import type { Dialect } from './db/connect';
import type { Db } from './db/schema';

/** What every route needs, reachable as `request.server.ctx` (or `app.ctx`). */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** DATA_DIR/uploads: where uploaded files live. */
  uploadsDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
