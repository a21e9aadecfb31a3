import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type ResourceDef, kindOf } from '../../src/resources';
import type { AppContext } from '../context';
import { type Db, loose } from '../db/schema';
import { columnFields, columnOf } from '../records/columns';
import { removeUploads } from './pictures';

/** A file is this old before a sweep may remove it: time for the form it was uploaded for to be saved. */
export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the uploads are swept, by whichever server process claims the turn. */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
/** How soon after start, and how often, a process asks whether it is time. */
const FIRST_LOOK_MS = 30 * 1000;
const LOOK_EVERY_MS = 60 * 60 * 1000;

const POINTER = /\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,5})/g;

/** The stored names any record points to, in any text column of any resource of the table. */
export async function referencedUploads(db: Db, table: readonly ResourceDef[]): Promise<Set<string>> {
  const names = new Set<string>();
  for (const resource of table) {
    const columns = columnFields(resource)
      .filter((field) => kindOf(field).mayNameUploads)
      .map(columnOf);
    if (columns.length === 0) continue;
    const rows = await loose(db)
      .selectFrom(resource.key)
      .select(columns)
      .where((eb) => eb.or(columns.map((column) => eb(column, 'like', '%/uploads/%'))))
      .execute();
    for (const row of rows)
      for (const column of columns) {
        const value = row[column];
        if (typeof value === 'string')
          for (const match of value.matchAll(POINTER)) names.add(match[1] as string);
      }
  }
  return names;
}

/**
 * Removes uploaded files no record points to, once they are older than the grace period: pictures
 * and attachments of forms that were never saved, replaced ones, ones whose record was deleted.
 * Only files uploaded through the product (a row in `uploads`) are candidates; unfinished uploads
 * (`.incoming-*`) past the grace period go too. Answers the names removed.
 */
export async function sweepUploads(ctx: AppContext, graceMs = SWEEP_GRACE_MS): Promise<string[]> {
  const before = Date.now() - graceMs;
  const entries = await fs.readdir(ctx.uploadsDir).catch(() => [] as string[]);
  const oldEnough = async (name: string) => {
    const stat = await fs.stat(path.join(ctx.uploadsDir, name)).catch(() => undefined);
    return stat !== undefined && stat.mtimeMs < before;
  };
  for (const name of entries)
    if (name.startsWith('.incoming-') && (await oldEnough(name)))
      await fs.rm(path.join(ctx.uploadsDir, name), { force: true });

  const rows = await ctx.db
    .selectFrom('uploads')
    .select('name')
    .where('created_at', '<', new Date(before).toISOString())
    .execute();
  const candidates = new Set(rows.map((row) => row.name));
  if (candidates.size === 0) return [];
  const referenced = await referencedUploads(ctx.db, ctx.table);
  const orphans = [...candidates].filter((name) => !referenced.has(name));
  await removeUploads(ctx, orphans);
  return orphans;
}

/** Claims the next sweep for this process when the last one is old enough; one process wins. */
async function claimTurn(db: Db): Promise<boolean> {
  const now = new Date().toISOString();
  const due = new Date(Date.now() - SWEEP_EVERY_MS).toISOString();
  const key = 'uploads_swept_at';
  const inserted = await db
    .insertInto('app_meta')
    .values({ key, value: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const updated = await db
    .updateTable('app_meta')
    .set({ value: now })
    .where('key', '=', key)
    .where('value', '<', due)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Sweeps soon after start and every few hours, in one process of however many serve. */
export function sweepPeriodically(app: FastifyInstance): void {
  const look = async () => {
    try {
      if (!(await claimTurn(app.ctx.db))) return;
      const removed = await sweepUploads(app.ctx);
      if (removed.length > 0)
        app.log.info({ removed: removed.length }, 'removed uploads no record points to');
    } catch (error) {
      app.log.error({ err: error }, 'could not sweep the uploads');
    }
  };
  let timer = setTimeout(function again() {
    void look();
    timer = setTimeout(again, LOOK_EVERY_MS).unref();
  }, FIRST_LOOK_MS).unref();
  app.addHook('onClose', () => clearTimeout(timer));
}
