import type { PricedItem } from './items';

/** The courses a basket already pays for, each with the title of the line that pays for it. */
export type ChargedCourses = Map<number, string>;

const listed = (titles: string[]) =>
  titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : (titles[0] ?? '');

/**
 * Why an item would charge the student a second time for a course: one they own, or one another
 * line of the basket already pays for. A bundle holding such a course is refused rather than
 * priced down: its price is the shop's offer for all its courses, and the student can buy the
 * others on their own.
 */
export function chargedTwice(
  item: PricedItem,
  owned: ReadonlySet<number>,
  charged: ChargedCourses,
): string | null {
  const bundle = item.kind === 'bundle';
  const ownedHere = item.courses.filter((course) => owned.has(course.id));
  if (ownedHere.length > 0) {
    if (!bundle) return 'You already own this course.';
    if (ownedHere.length === item.courses.length) return 'You already own every course in this bundle.';
    return `You already own ${listed(ownedHere.map((c) => c.title))}, which ${ownedHere.length > 1 ? 'are' : 'is'} in this bundle: buy the other courses on their own instead.`;
  }
  const inBasket = item.courses.filter((course) => charged.has(course.id));
  if (inBasket.length > 0) {
    const where = [...new Set(inBasket.map((course) => charged.get(course.id) ?? ''))];
    const which = listed(inBasket.map((c) => c.title));
    const paidBy = inBasket.every((course) => charged.get(course.id) === course.title)
      ? ''
      : `, in ${listed(where)}`;
    if (!bundle) return `This course is already in your basket${paidBy}.`;
    return `${which} ${inBasket.length > 1 ? 'are' : 'is'} already in your basket${paidBy}: remove ${inBasket.length > 1 ? 'them' : 'it'} first to buy this bundle.`;
  }
  return null;
}

/** Counts the item's courses as paid for by its line. */
export function charge(item: PricedItem, charged: ChargedCourses): void {
  for (const course of item.courses) charged.set(course.id, item.title);
}
