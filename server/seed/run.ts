import { getResource, isResourceKey, kindOf } from '../../src/resources';
import { ROLE_ADMIN } from '../../src/resources/fields';
import type { ResourceDef, ResourceKey } from '../../src/resources';
import type { Db, DbOrTrx } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { createRecord } from '../records/store';
import type { AppContext } from '../context';
import { type DemoData, demoData } from './demoData';
import { completeDemoLessons } from './demoProgress';
import { makeDemoPurchases } from './demoPurchases';
import { registerDemoMedia } from './demoMedia';

const MARKER = 'demo_seeded_at';

/** Position → id: the first record is id 1, except users, whose first is 2 (the admin is 1). */
const impliedId = (key: string, index: number) => (key === 'users' ? index + 2 : index + 1);

/** The resources of `data` with every referenced one before the ones pointing at it. */
function dependencyOrder(keys: readonly ResourceKey[]): ResourceKey[] {
  const ordered: ResourceKey[] = [];
  const visit = (key: ResourceKey, path: Set<ResourceKey>) => {
    if (ordered.includes(key) || path.has(key)) return;
    path.add(key);
    for (const field of getResource(key).fields)
      if (
        field.reference &&
        field.reference !== key &&
        isResourceKey(field.reference) &&
        keys.includes(field.reference)
      )
        visit(field.reference, path);
    ordered.push(key);
  };
  for (const key of keys) visit(key, new Set());
  return ordered;
}

/**
 * The record as its resource declares it (facts for the seed alone, such as lessons to complete,
 * left out), with its references translated from implied ids to the ids actually given.
 */
function translate(
  resource: ResourceDef,
  record: Record<string, unknown>,
  ids: Map<string, Map<number, number>>,
) {
  const declared = new Set(resource.fields.map((field) => field.name));
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(record).filter(([name]) => declared.has(name)),
  );
  const map = (target: string, id: unknown) =>
    typeof id === 'number' ? (ids.get(target)?.get(id) ?? id) : id;
  for (const field of resource.fields) {
    const target = field.reference;
    if (!target || copy[field.name] === undefined) continue;
    if (kindOf(field).pointsTo === 'one') copy[field.name] = map(target, copy[field.name]);
    if (kindOf(field).pointsTo === 'many' && Array.isArray(copy[field.name]))
      copy[field.name] = (copy[field.name] as unknown[]).map((id) => map(target, id));
  }
  return copy;
}

/** The admin made before the seed (admin.ts): the console user who refunds a demo order. */
async function firstAdminId(db: DbOrTrx): Promise<number | null> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', ROLE_ADMIN)
    .orderBy('id')
    .executeTakeFirst();
  return admin ? Number(admin.id) : null;
}

export async function hasDemoData(db: DbOrTrx): Promise<boolean> {
  return !!(await db.selectFrom('app_meta').select('key').where('key', '=', MARKER).executeTakeFirst());
}

/**
 * Inserts the demo catalogue through the API's own validation and conversion (pence, hashes,
 * sanitizing), then, given the app's services, the demo students' purchases and progress
 * through the shop's and the player's own code, in one transaction, once: a marker row keeps it
 * from running again, even after the demo records are deleted. Answers how many records were added, or 0 when it had run.
 */
export async function seedDemo(
  db: Db,
  data: DemoData = demoData,
  services?: Pick<AppContext, 'mailer' | 'config'>,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    if (await hasDemoData(trx)) return 0;
    const ids = new Map<string, Map<number, number>>();
    let added = 0;
    // The demo lessons' media are uploads: their rows come before the lessons that use them.
    await registerDemoMedia(trx);
    for (const key of dependencyOrder(Object.keys(data).filter(isResourceKey))) {
      const resource = getResource(key);
      const given = new Map<number, number>();
      ids.set(key, given);
      for (const [index, record] of (data[key] ?? []).entries()) {
        const saved = await createRecord(trx, resource, translate(resource, record, ids), { trusted: true });
        given.set(impliedId(key, index), Number(saved.id));
        added += 1;
      }
    }
    const now = new Date().toISOString();
    const given = (key: string, id: number) => ids.get(key)?.get(id) ?? id;
    if (services) {
      // The demo students buy, then learn, as students do: no order or enrolment is written here.
      await makeDemoPurchases(
        trx,
        services,
        (data.purchases ?? []).map((purchase) => ({
          ...purchase,
          user_id: given('users', purchase.user_id),
          items: purchase.items.map((item) => ({ ...item, id: given(`${item.kind}s`, item.id) })),
        })),
        await firstAdminId(trx),
      );
      await completeDemoLessons(
        trx,
        services,
        (data.progress ?? []).map((progress) => ({
          user_id: given('users', progress.user_id),
          course_id: given('courses', progress.course_id),
          lessons_completed: progress.lessons_completed,
        })),
      );
    }
    await trx.insertInto('app_meta').values({ key: MARKER, value: now }).execute();
    return added;
  });
}
