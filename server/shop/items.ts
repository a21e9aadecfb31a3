import { ITEM_KINDS, type ItemKind } from '../../src/contract/basketTypes';
import type { DbOrTrx } from '../db/schema';
import { loose } from '../db/schema';

export { ITEM_KINDS, type ItemKind };

export const isItemKind = (value: unknown): value is ItemKind =>
  typeof value === 'string' && (ITEM_KINDS as readonly string[]).includes(value);

/** One thing for sale, priced now from the catalogue: never from what a client sent. */
export interface PricedItem {
  /** What the basket holds, or the delivery its posted items need (server/shop/delivery.ts). */
  kind: ItemKind | 'delivery';
  item_id: number;
  /** The course a certificate level is for; 0 for the other kinds. */
  for_course_id: number;
  title: string;
  /** What the line is for, in words: a certificate level's course. */
  for_title: string | null;
  /** Integer pence. */
  unit_price: number;
  /** The courses buying it enrols the student in. */
  courses: { id: number; title: string }[];
}

/** A sale price counts only when it is set and lower than the regular one. */
export const priceOf = (regular: unknown, sale: unknown): number => {
  const base = Number(regular ?? 0);
  return sale !== null && sale !== undefined && Number(sale) < base ? Number(sale) : base;
};

type Found = { item: PricedItem } | { problem: string };

const NOT_FOR_SALE: Record<ItemKind, string> = {
  course: 'This course is not for sale.',
  bundle: 'This bundle is not for sale.',
  product: 'This product is not for sale.',
  certificate_level: 'This certificate level is not for sale.',
};

async function publishedCourse(db: DbOrTrx, id: number) {
  return loose(db)
    .selectFrom('courses')
    .select(['id', 'title', 'price', 'sale_price', 'status'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** The item as it sells today, or why it cannot be bought. */
export async function priceItem(db: DbOrTrx, kind: ItemKind, id: number, forCourseId = 0): Promise<Found> {
  const refuse = { problem: NOT_FOR_SALE[kind] };
  if (kind === 'course') {
    const course = await publishedCourse(db, id);
    if (!course) return refuse;
    const courseId = Number(course.id);
    const title = String(course.title);
    return {
      item: {
        kind,
        item_id: courseId,
        for_course_id: 0,
        title,
        for_title: null,
        unit_price: priceOf(course.price, course.sale_price),
        courses: [{ id: courseId, title }],
      },
    };
  }
  if (kind === 'bundle') {
    const bundle = await loose(db)
      .selectFrom('bundles')
      .select(['id', 'title', 'price', 'sale_price'])
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!bundle) return refuse;
    const courses = await loose(db)
      .selectFrom('bundle_items')
      .innerJoin('courses', 'courses.id', 'bundle_items.course_id')
      .select(['courses.id as id', 'courses.title as title'])
      .where('bundle_items.bundle_id', '=', id)
      .orderBy('bundle_items.sort_order')
      .orderBy('bundle_items.id')
      .execute();
    return {
      item: {
        kind,
        item_id: Number(bundle.id),
        for_course_id: 0,
        title: String(bundle.title),
        for_title: null,
        unit_price: priceOf(bundle.price, bundle.sale_price),
        courses: courses.map((c) => ({ id: Number(c.id), title: String(c.title) })),
      },
    };
  }
  if (kind === 'product') {
    const product = await loose(db)
      .selectFrom('products')
      .select(['id', 'title', 'regular_price', 'sale_price'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!product) return refuse;
    return {
      item: {
        kind,
        item_id: Number(product.id),
        for_course_id: 0,
        title: String(product.title),
        for_title: null,
        unit_price: priceOf(product.regular_price, product.sale_price),
        courses: [],
      },
    };
  }
  const level = await loose(db)
    .selectFrom('certificate_levels')
    .leftJoin('awarding_bodies', 'awarding_bodies.id', 'certificate_levels.awarding_body_id')
    .select([
      'certificate_levels.id as id',
      'certificate_levels.level as level',
      'certificate_levels.price as price',
      'awarding_bodies.title as body',
    ])
    .where('certificate_levels.id', '=', id)
    .executeTakeFirst();
  if (!level) return refuse;
  if (!forCourseId) return { problem: 'Choose the course this certificate is for.' };
  const course = await publishedCourse(db, forCourseId);
  if (!course) return { problem: NOT_FOR_SALE.course };
  const body = level.body ? ` (${String(level.body)})` : '';
  return {
    item: {
      kind,
      item_id: Number(level.id),
      for_course_id: Number(course.id),
      title: `Certificate: ${String(level.level)}${body}`,
      for_title: String(course.title),
      unit_price: Number(level.price ?? 0),
      courses: [],
    },
  };
}

/** The ids of the courses a student is enrolled in. */
export async function ownedCourseIds(db: DbOrTrx, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('enrolments').select('course_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => Number(row.course_id)));
}
