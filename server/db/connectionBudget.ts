import { sql } from 'kysely';
import { type Config, ConfigError } from '../config';
import type { DatabaseHandle } from './connect';

/**
 * Refuses a start whose processes could together open more connections than the PostgreSQL
 * server takes (`max_connections`, less those kept for superusers): past it, requests would
 * fail under load with "too many clients", long after the start looked fine.
 */
export async function assertConnectionBudget(handle: DatabaseHandle, config: Config): Promise<void> {
  if (handle.dialect !== 'postgres' || config.database.kind !== 'postgres') return;
  const { rows } = await sql<{ max: string; reserved: string }>`
    select current_setting('max_connections') as max,
           current_setting('superuser_reserved_connections') as reserved`.execute(handle.db);
  const allowed = Number(rows[0]?.max) - Number(rows[0]?.reserved ?? 0);
  const poolMax = config.database.poolMax ?? 10;
  const wanted = config.workers * poolMax;
  if (Number.isFinite(allowed) && wanted > allowed)
    throw new ConfigError([
      `PG_POOL_MAX (${poolMax}) × WORKERS (${config.workers}) is ${wanted} connections, more than ` +
        `the ${allowed} this PostgreSQL server takes (max_connections ${rows[0]?.max}): lower PG_POOL_MAX or WORKERS`,
    ]);
}
