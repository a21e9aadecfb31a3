import type { FastifyInstance } from 'fastify';
import { cpdEndpoints } from '../../src/contract/cpdTypes';
import { requireUser } from '../auth/guards';
import { verificationUrl } from '../credentials/openBadge';
import { cpdRecord } from '../learning/cpdRecord';

/** The signed-in student's CPD record, as JSON for the page, and as CSV and PDF to keep. */
export async function cpdRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(cpdEndpoints.record.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    return cpdRecord(ctx.db, user.id);
  });

  app.get(cpdEndpoints.csv.path, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    const { cpdCsv } = await import('../learning/cpdExports');
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="mindwell-cpd-record.csv"');
    return cpdCsv(await cpdRecord(ctx.db, user.id), (code) => verificationUrl(ctx.config.publicUrl, code));
  });

  app.get(cpdEndpoints.pdf.path, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    // pdf-lib and its font engine are loaded with the first PDF, not with the server.
    const { cpdPdf } = await import('../learning/cpdExports');
    const pdf = await cpdPdf(await cpdRecord(ctx.db, user.id), user.name, new Date());
    reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="mindwell-cpd-record.pdf"');
    return Buffer.from(pdf);
  });
}
