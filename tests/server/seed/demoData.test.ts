/**
 * The demo catalogue checked against the resource table, with no server: every record must be
 * something the server would accept and every reference must land on a seeded record.
 */
import { describe, expect, it } from 'vitest';
import { getResource, isResourceKey, type FieldDef, type ResourceKey } from '../../../src/resources';
import { demoData } from '../../../server/seed/demoData';

type Row = Record<string, unknown>;

const ADMIN_ID = 1;
const STUDENT_ROLE = 1;
const DEMO_PASSWORD = 'calm-waters-2021';

/** Read-only fields the runner sets directly, because the demo needs a state. */
const stateFields: Partial<Record<ResourceKey, readonly string[]>> = {
  blog_comments: ['approve_status'],
  reviews: ['status'],
  tips: ['featured'],
  blogs: ['created_at'],
  users: ['email_verified_at'],
};

/** Facts for the seed alone, not stored as fields. */
const seedFacts: Partial<Record<ResourceKey, readonly string[]>> = {};

/** Which list an order item's `item_id` points to. */
const itemResource: Record<string, ResourceKey> = {
  course: 'courses',
  bundle: 'bundles',
  product: 'products',
};

const topKeys = Object.keys(demoData);
/** What the demo students do, after the records: purchases through the shop, then progress. */
const actions = ['purchases', 'progress'];
const keys: ResourceKey[] = topKeys.filter(isResourceKey);

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rows(key: string): Row[] {
  return (demoData as Partial<Record<string, Row[]>>)[key] ?? [];
}

/** Id of the record at `index`: users start at 2, because the admin (id 1) exists before the seed. */
const idAt = (key: string, index: number): number => (key === 'users' ? index + 2 : index + 1);

function ids(key: string): Set<number> {
  const found = new Set(rows(key).map((_, index) => idAt(key, index)));
  if (key === 'users') found.add(ADMIN_ID);
  return found;
}

function row(key: ResourceKey, id: number): Row {
  const index = key === 'users' ? id - 2 : id - 1;
  const found = rows(key)[index];
  if (!found) throw new Error(`${key} has no record ${id}`);
  return found;
}

interface Visit {
  resource: ResourceKey;
  /** The record's own id (for references to earlier records of the same list). */
  id: number;
  field: FieldDef;
  value: unknown;
  where: string;
}

function* visitFields(
  resource: ResourceKey,
  id: number,
  fields: readonly FieldDef[],
  record: Row,
  where: string,
): Generator<Visit> {
  for (const field of fields) {
    if (!(field.name in record)) continue;
    const value = record[field.name];
    yield { resource, id, field, value, where: `${where}.${field.name}` };
    if (field.kind === 'list' && Array.isArray(value)) {
      for (const [index, item] of value.entries())
        if (isRow(item))
          yield* visitFields(resource, id, field.fields ?? [], item, `${where}.${field.name}[${index}]`);
    }
  }
}

/** Every field value of every seeded record, list items included. */
function* visits(): Generator<Visit> {
  for (const key of keys)
    for (const [index, record] of rows(key).entries()) {
      const id = idAt(key, index);
      yield* visitFields(key, id, getResource(key).fields, record, `${key} #${id}`);
    }
}

/** Every record (and list item) with the fields that describe it. */
function* records(): Generator<{
  resource: ResourceKey;
  fields: readonly FieldDef[];
  record: Row;
  where: string;
}> {
  for (const key of keys)
    for (const [index, record] of rows(key).entries()) {
      const where = `${key} #${idAt(key, index)}`;
      yield { resource: key, fields: getResource(key).fields, record, where };
      for (const visit of visitFields(key, idAt(key, index), getResource(key).fields, record, where))
        if (visit.field.kind === 'list' && Array.isArray(visit.value))
          for (const [i, item] of visit.value.entries())
            if (isRow(item))
              yield {
                resource: key,
                fields: visit.field.fields ?? [],
                record: item,
                where: `${visit.where}[${i}]`,
              };
    }
}

const purchases = demoData.purchases ?? [];
const enrolments = demoData.progress ?? [];
const students = rows('users')
  .map((user, index): Row & { id: number } => ({ ...user, id: idAt('users', index) }))
  .filter((user) => user.role_id === STUDENT_ROLE);

describe('the demo catalogue', () => {
  it('uses only resource keys of the table, plus the students’ purchases and progress', () => {
    expect(topKeys.filter((key) => !actions.includes(key) && !isResourceKey(key))).toEqual([]);
    expect(keys).not.toContain('orders');
    expect(keys).not.toContain('enrolments');
    expect(keys.length).toBeGreaterThanOrEqual(25);
  });

  it('lists every resource after the resources it references, and the students’ actions last', () => {
    const problems: string[] = [];
    for (const [position, key] of keys.entries()) {
      const targets = new Set<string>();
      const walk = (fields: readonly FieldDef[]): void => {
        for (const field of fields) {
          if (field.reference) targets.add(field.reference);
          if (field.fields) walk(field.fields);
        }
      };
      walk(getResource(key).fields);
      for (const target of targets)
        if (
          target !== key &&
          rows(target).length > 0 &&
          (keys as readonly string[]).indexOf(target) > position
        )
          problems.push(`${key} comes before ${target}, which it references`);
    }
    expect(problems).toEqual([]);
    expect(topKeys.slice(-2)).toEqual(actions);
  });

  it('gives every record only fields its resource declares, plus the states the demo needs', () => {
    const problems: string[] = [];
    for (const { resource, fields, record, where } of records()) {
      const declared = new Map(fields.map((field) => [field.name, field]));
      for (const name of Object.keys(record)) {
        const field = declared.get(name);
        if (!field && name !== 'password' && !seedFacts[resource]?.includes(name))
          problems.push(`${where}: "${name}" is not a field`);
        else if (field?.readOnly && !stateFields[resource]?.includes(name))
          problems.push(`${where}: "${name}" is read-only`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('fills in every required field', () => {
    const problems: string[] = [];
    for (const { fields, record, where } of records())
      for (const field of fields)
        if (field.required && !field.readOnly) {
          const value = record[field.name];
          if (value === undefined || value === null || value === '')
            problems.push(`${where}: "${field.name}" is required`);
        }
    expect(problems).toEqual([]);
  });

  it('points every reference at a record that exists, and a list at an earlier record of itself', () => {
    const problems: string[] = [];
    for (const { resource, id, field, value, where } of visits()) {
      if (field.kind !== 'reference' && field.kind !== 'references') continue;
      const target = field.reference;
      if (!target) continue;
      const values = field.kind === 'references' ? value : [value];
      if (!Array.isArray(values)) {
        problems.push(`${where}: expected an array of ids`);
        continue;
      }
      for (const ref of values) {
        if (ref === null && field.kind === 'reference' && !field.required) continue;
        if (typeof ref !== 'number' || !ids(target).has(ref))
          problems.push(`${where}: ${String(ref)} is not a ${target} id`);
        else if (target === resource && ref >= id) problems.push(`${where}: ${ref} is not an earlier record`);
      }
    }
    for (const [index, purchase] of purchases.entries()) {
      if (!ids('users').has(purchase.user_id)) problems.push(`purchase of unknown user ${purchase.user_id}`);
      for (const item of purchase.items) {
        const target = itemResource[item.kind];
        if (!target || !ids(target).has(item.id))
          problems.push(`purchases #${index + 1}: item ${item.kind} ${item.id} does not exist`);
      }
    }
    for (const enrolment of enrolments) {
      if (!ids('users').has(enrolment.user_id))
        problems.push(`enrolment of unknown user ${enrolment.user_id}`);
      if (!ids('courses').has(enrolment.course_id))
        problems.push(`enrolment in unknown course ${enrolment.course_id}`);
    }
    expect(problems).toEqual([]);
  });

  it('writes money as pounds with at most two decimals', () => {
    const problems: string[] = [];
    for (const { field, value, where } of visits()) {
      if (field.kind !== 'money' || value === null) continue;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        problems.push(`${where}: ${String(value)} is not an amount`);
      else if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
        problems.push(`${where}: ${value} has more than two decimals`);
    }
    expect(problems).toEqual([]);
  });

  it('uses only allowed choices, and 0 or 1 for flags', () => {
    const problems: string[] = [];
    for (const { field, value, where } of visits()) {
      if (field.kind === 'choice' && !field.choices?.includes(value as string | number))
        problems.push(`${where}: ${String(value)} is not one of ${field.choices?.join(', ')}`);
      if (field.kind === 'flag' && value !== 0 && value !== 1)
        problems.push(`${where}: ${String(value)} is not 0 or 1`);
    }
    expect(problems).toEqual([]);
  });

  it('writes dates as YYYY-MM-DD and datetimes as ISO 8601', () => {
    const isDate = (value: unknown): boolean =>
      typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
    const isDatetime = (value: unknown): boolean =>
      typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value));
    const problems: string[] = [];
    for (const { field, value, where } of visits()) {
      if (field.kind === 'date' && !isDate(value)) problems.push(`${where}: ${String(value)}`);
      if (field.kind === 'datetime' && !isDatetime(value)) problems.push(`${where}: ${String(value)}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps numbers within their bounds and texts within their length limits', () => {
    const textKinds = new Set(['text', 'longText', 'richText', 'email', 'url', 'password']);
    const problems: string[] = [];
    for (const { field, value, where } of visits()) {
      if (field.kind === 'integer' && !Number.isInteger(value)) problems.push(`${where}: not an integer`);
      if ((field.kind === 'integer' || field.kind === 'number') && typeof value === 'number') {
        if (field.min !== undefined && value < field.min) problems.push(`${where}: below ${field.min}`);
        if (field.max !== undefined && value > field.max) problems.push(`${where}: above ${field.max}`);
      }
      if (textKinds.has(field.kind)) {
        if (typeof value !== 'string') problems.push(`${where}: not a string`);
        else if (field.maxLength !== undefined && value.length > field.maxLength)
          problems.push(`${where}: longer than ${field.maxLength}`);
        else if (field.kind !== 'richText' && field.kind !== 'longText' && value.length > 255)
          problems.push(`${where}: longer than 255`);
      }
      if (field.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value)))
        problems.push(`${where}: not an email address`);
      if (field.kind === 'url' && !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(String(value)))
        problems.push(`${where}: not an https link`);
      if (
        (field.kind === 'file' || field.kind === 'image') &&
        !/^(\/uploads\/|https:\/\/)\S+$/.test(String(value))
      )
        problems.push(`${where}: not an uploads path or https link`);
    }
    for (const enrolment of enrolments) {
      const lessons = rows('lessons').filter((lesson) => lesson.course_id === enrolment.course_id).length;
      const done = enrolment.lessons_completed;
      if (!Number.isInteger(done) || done < 0 || done > lessons)
        problems.push(`${done} lessons completed of course ${enrolment.course_id}, which has ${lessons}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps unique fields unique', () => {
    const problems: string[] = [];
    for (const key of keys)
      for (const field of getResource(key).fields.filter((f) => f.unique)) {
        const values = rows(key)
          .map((record) => record[field.name])
          .filter((value) => value !== undefined)
          .map((value) => String(value).toLowerCase());
        const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
        if (duplicates.length) problems.push(`${key}.${field.name}: ${duplicates.join(', ')} repeated`);
      }
    expect(problems).toEqual([]);
  });

  it('writes rich text with simple, safe tags only', () => {
    const allowed = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);
    const problems: string[] = [];
    for (const { field, value, where } of visits()) {
      if (field.kind !== 'richText' || typeof value !== 'string') continue;
      for (const [, tag, attributes] of value.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
        if (!allowed.has(tag.toLowerCase())) problems.push(`${where}: <${tag}>`);
        if (attributes.trim()) problems.push(`${where}: <${tag}${attributes}>`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives each exam question exactly four options, with the right answer among them', () => {
    const exams = rows('exams');
    expect(exams.length).toBeGreaterThanOrEqual(3);
    for (const exam of exams) {
      const questions = Array.isArray(exam.questions) ? exam.questions.filter(isRow) : [];
      expect(questions.length, String(exam.title)).toBeGreaterThanOrEqual(3);
      expect(questions.length, String(exam.title)).toBeLessThanOrEqual(5);
      for (const question of questions) {
        const options = Array.isArray(question.options) ? question.options.filter(isRow) : [];
        expect(
          options.map((option) => option.id),
          String(question.question),
        ).toEqual([1, 2, 3, 4]);
        expect(options.map((option) => option.id)).toContain(question.right_answer);
      }
    }
  });

  it('limits every exam to three attempts and shows no right answer before the last or a pass', () => {
    for (const exam of rows('exams')) {
      expect(exam.max_attempts, String(exam.title)).toBe(3);
      expect(['wrong', 'review'], String(exam.title)).toContain(exam.show_after_attempt);
      const questions = Array.isArray(exam.questions) ? exam.questions.length : 0;
      expect(Number(exam.questions_per_attempt ?? questions), String(exam.title)).toBeLessThanOrEqual(
        questions,
      );
    }
  });

  it('applies a coupon that exists and is active to any purchase that names one', () => {
    const named = purchases.filter((purchase) => purchase.coupon !== undefined);
    expect(named.length).toBeGreaterThan(0);
    for (const purchase of named) {
      const coupon = rows('coupons').find((c) => c.code === purchase.coupon);
      expect(coupon?.status, purchase.coupon).toBe('active');
    }
  });

  it('signs in the two demo students with the documented password', () => {
    expect(students.map((user) => [user.name, user.email, user.password])).toEqual([
      ['Amira Khan', 'amira@example.com', DEMO_PASSWORD],
      ['Tom Bennett', 'tom@example.com', DEMO_PASSWORD],
    ]);
    for (const instructor of rows('instructors'))
      expect(instructor.password_confirmation).toBe(instructor.password);
  });

  it('gives the demo students verified addresses, so the demo shows no verification reminder', () => {
    for (const student of students) expect(student.email_verified_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives progress in exactly the courses each student’s paid purchases bought', () => {
    for (const student of students) {
      const bought = new Set<number>();
      for (const purchase of purchases.filter((p) => p.user_id === student.id && p.outcome === 'paid'))
        for (const item of purchase.items) {
          if (item.kind === 'course') bought.add(item.id);
          if (item.kind === 'bundle')
            for (const bundleItem of rows('bundle_items').filter((b) => b.bundle_id === item.id))
              bought.add(Number(bundleItem.course_id));
        }
      const enrolled = enrolments.filter((e) => e.user_id === student.id).map((e) => e.course_id);
      expect(enrolled.length, String(student.name)).toBeGreaterThanOrEqual(3);
      expect(
        [...enrolled].sort((a, b) => a - b),
        String(student.name),
      ).toEqual([...bought].sort((a, b) => a - b));
    }
  });

  it('keeps each student’s notes on topics of courses they are enrolled in', () => {
    for (const note of rows('notes')) {
      const topic = row('topics', Number(note.topic_id));
      const enrolled = enrolments.some((e) => e.user_id === note.user_id && e.course_id === topic.course_id);
      expect(enrolled, String(note.description)).toBe(true);
    }
  });

  it('gives every course with lessons exactly one free preview, in topics of the same course', () => {
    const courses = new Set(rows('lessons').map((lesson) => lesson.course_id));
    expect(courses.size).toBeGreaterThanOrEqual(6);
    for (const courseId of courses) {
      const lessons = rows('lessons').filter((lesson) => lesson.course_id === courseId);
      expect(
        lessons.filter((lesson) => lesson.is_preview === 1),
        `course ${String(courseId)}`,
      ).toHaveLength(1);
      for (const lesson of lessons) expect(row('topics', Number(lesson.topic_id)).course_id).toBe(courseId);
    }
  });

  it('gives the demo courses text and video lessons, and a content note before a lesson that needs one', () => {
    const lessons = rows('lessons');
    expect(lessons.filter((lesson) => typeof lesson.video_url === 'string').length).toBeGreaterThanOrEqual(3);
    expect(lessons.every((lesson) => typeof lesson.content === 'string' && lesson.content.length > 80)).toBe(
      true,
    );
    expect(lessons.filter((lesson) => typeof lesson.content_note === 'string').length).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('leaves each demo student a course to continue, one completed, and progress from lessons completed', () => {
    for (const student of students) {
      const own = enrolments.filter((e) => e.user_id === student.id);
      const total = (e: (typeof own)[number]) =>
        rows('lessons').filter((l) => l.course_id === e.course_id).length;
      expect(
        own.some((e) => e.lessons_completed > 0 && e.lessons_completed < total(e)),
        String(student.name),
      ).toBe(true);
      expect(
        own.some((e) => e.lessons_completed === total(e)),
        String(student.name),
      ).toBe(true);
    }
  });

  it('features exactly one tip and three courses', () => {
    expect(rows('tips').filter((tip) => tip.featured === 1)).toHaveLength(1);
    expect(rows('courses').filter((course) => course.featured === 1)).toHaveLength(3);
  });

  it('shows approved and pending comments on the first post', () => {
    const onFirst = rows('blog_comments').filter((comment) => comment.post_id === 1);
    expect(onFirst.filter((c) => c.approve_status === 'approved').length).toBeGreaterThanOrEqual(2);
    expect(onFirst.filter((c) => c.approve_status === 'pending').length).toBeGreaterThanOrEqual(1);
  });

  it('points people in crisis to the emergency services without naming a phone number', () => {
    const texts = [...visits()]
      .filter(({ field }) => ['text', 'longText', 'richText'].includes(field.kind))
      .filter(({ resource, field }) => !(resource === 'instructors' && field.name === 'phone'))
      .map(({ value }) => String(value));
    expect(texts.some((text) => text.includes('emergency services'))).toBe(true);
    expect(texts.filter((text) => /\b(999|111|112|116 ?\d{3})\b|\d{4,} ?\d{3,}/.test(text))).toEqual([]);
  });
});
