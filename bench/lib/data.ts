/**
 * Generated courses for the benchmarks: the same rows go into our database (stored form:
 * pence, JSON text) and into json-server's db.json (wire form: pounds, arrays), so both
 * servers answer the same records. Deterministic: row i is always the same.
 */

const ADJECTIVES = [
  'Practical',
  'Gentle',
  'Essential',
  'Advanced',
  'Everyday',
  'Compassionate',
  'Applied',
  'Modern',
  'Foundational',
  'Reflective',
  'Resilient',
  'Mindful',
];
const TOPICS = [
  'Anxiety',
  'Stress',
  'Sleep',
  'Grief',
  'Burnout',
  'Wellbeing',
  'Resilience',
  'Mood',
  'Trauma',
  'Loneliness',
  'Self-esteem',
  'Panic',
  'Habits',
  'Boundaries',
  'Recovery',
  'Attention',
];
const KINDS = [
  'Foundations',
  'Toolkit',
  'Workshop',
  'Masterclass',
  'Primer',
  'Course',
  'Skills',
  'Essentials',
];
const WORDS = [
  'breathing',
  'routine',
  'support',
  'listening',
  'kindness',
  'workplace',
  'family',
  'evidence',
  'practice',
  'journal',
  'reflection',
  'sleep',
  'movement',
  'nature',
  'community',
  'coping',
  'noticing',
  'thoughts',
  'feelings',
  'balance',
  'rest',
  'focus',
  'calm',
  'courage',
];

/** A small fast PRNG (mulberry32): the same seed gives the same rows. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)];

function sentence(next: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) out.push(pick(next, WORDS));
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** What generated courses point at: ids that exist in the database. */
export interface CourseRefs {
  categoryIds: readonly number[];
  levelIds: readonly number[];
  instructorIds: readonly number[];
  tagIds: readonly number[];
}

/** The json-server refs: any ids will do, it checks nothing. */
export const PLAIN_REFS: CourseRefs = {
  categoryIds: [1, 2, 3, 4, 5],
  levelIds: [1, 2, 3],
  instructorIds: [1, 2, 3, 4],
  tagIds: [1, 2, 3, 4, 5, 6, 7, 8],
};

export interface StoredCourse {
  title: string;
  slug: string;
  short_description: string;
  description: string;
  course_category_id: number;
  course_level_id: number;
  instructor_id: number;
  tag_ids: string;
  price: number;
  sale_price: number | null;
  thumbnail: null;
  duration_hours: number;
  status: string;
  featured: number;
  created_at: string;
  updated_at: string;
}

const EPOCH = Date.UTC(2021, 0, 1);

/** Course number `i` (1-based) as stored: money in pence, tags as JSON text. */
export function storedCourse(i: number, refs: CourseRefs): StoredCourse {
  const next = random(i * 7919);
  const tags = [pick(next, refs.tagIds), pick(next, refs.tagIds)];
  const price = 1900 + Math.floor(next() * 180) * 50;
  const at = new Date(EPOCH + i * 60_000).toISOString();
  return {
    title: `${pick(next, ADJECTIVES)} ${pick(next, TOPICS)} ${pick(next, KINDS)} ${i}`,
    slug: `bench-course-${i}`,
    short_description: sentence(next, 14),
    description: `<p>${sentence(next, 30)}</p><p>${sentence(next, 30)}</p>`,
    course_category_id: pick(next, refs.categoryIds),
    course_level_id: pick(next, refs.levelIds),
    instructor_id: pick(next, refs.instructorIds),
    tag_ids: JSON.stringify([...new Set(tags)]),
    price,
    sale_price: next() < 0.3 ? price - 500 : null,
    thumbnail: null,
    duration_hours: 1 + Math.floor(next() * 40) / 2,
    status: next() < 0.8 ? 'published' : 'draft',
    // Featured courses go on the home page; generated ones stay off it.
    featured: 0,
    created_at: at,
    updated_at: at,
  };
}

/** The same course as the API answers it (pounds, arrays), with its id. */
export function wireCourse(id: number, i: number, refs: CourseRefs): Record<string, unknown> {
  const row = storedCourse(i, refs);
  return {
    id,
    ...row,
    tag_ids: JSON.parse(row.tag_ids) as number[],
    price: row.price / 100,
    sale_price: row.sale_price === null ? null : row.sale_price / 100,
  };
}

/** A body for one create; each `[<id>]` is replaced by a text unique to the request. */
export function createBody(refs: CourseRefs): Record<string, unknown> {
  return {
    title: 'Load test course [<id>]',
    slug: 'load-test-[<id>]',
    short_description: 'A course created by the load test.',
    description: '<p>Created under load.</p>',
    course_category_id: refs.categoryIds[0],
    course_level_id: refs.levelIds[0],
    instructor_id: refs.instructorIds[0],
    tag_ids: [refs.tagIds[0]],
    price: 49.99,
    sale_price: null,
    duration_hours: 3,
    status: 'draft',
    featured: 0,
  };
}

/** Words a search in the benchmark looks for, with how common each is. */
export const SEARCHES = {
  /** A topic: about 1 in 16 titles. */
  common: 'burnout',
  /** A slug number: about a dozen courses at 100k rows (4242, 42420-42429, ...). */
  rare: 'course-4242',
} as const;
