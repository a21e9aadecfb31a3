import type { Config } from './config';
import type { Dialect } from './db/connect';
import type { Db } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { AnswerCache } from './records/answerCache';

/** What every route needs, reachable as `request.server.ctx` (or `app.ctx`). */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** DATA_DIR/uploads: where uploaded files live. */
  uploadsDir: string;
  /** Admin list answers this process keeps while their tables are unchanged; none when configured off. */
  listAnswers: AnswerCache | undefined;
  /** Receipts, account mail: through SMTP_URL, or written to DATA_DIR/outbox. */
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
