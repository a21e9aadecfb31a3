import { type DbOrTrx, type Row, loose } from '../../db/schema';
import { cancellationOf } from '../../shop/cancellation';
import { orderAnswer, orderHistory, orderRefunds } from '../../shop/orders';
import { vatOfOrder } from '../../shop/vatShown';
import { documentLinks } from './vatDocuments';

/** The student's receipt of their order (`GET /api/my/orders/:id`), with whether they may cancel it. */
export async function receiptAnswer(db: DbOrTrx, row: Row) {
  const courses = await db
    .selectFrom('enrolments')
    .select('course_id')
    .where('order_id', '=', Number(row.id))
    .execute();
  const first = courses[0]
    ? await loose(db)
        .selectFrom('courses')
        .select(['id', 'slug'])
        .where('id', '=', courses[0].course_id)
        .executeTakeFirst()
    : undefined;
  return {
    ...orderAnswer(row),
    history: await orderHistory(db, Number(row.id)),
    // The amount and the day; the reason and who gave it back are the shop's own notes.
    refunds: (await orderRefunds(db, Number(row.id))).map(({ id, amount_pence, at }) => ({
      id,
      amount_pence,
      at,
    })),
    enrolled_course_ids: courses.map((c) => Number(c.course_id)),
    vat: await vatOfOrder(db, row),
    ...(await documentLinks(db, Number(row.id))),
    first_course_slug: first ? String(first.slug) : null,
    cancellation: await cancellationOf(db, row),
  };
}
