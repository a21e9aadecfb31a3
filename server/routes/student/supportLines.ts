import type { FastifyInstance } from 'fastify';
import { studentEndpoints } from '../../../src/contract/endpoints';
import { getResource } from '../../../src/resources';
import { loose } from '../../db/schema';
import { fromRow } from '../../records/wire';

const supportLines = getResource('support_lines');

/** The crisis lines behind "Need support now?" on every learning page: public, in their order. */
export async function supportLineRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  app.get(studentEndpoints.supportLines.path, async () => {
    const rows = await loose(db)
      .selectFrom('support_lines')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return { data: rows.map((row) => fromRow(supportLines, row)) };
  });
}
