/**
 * Each field kind reads back the text it writes to a CSV file: the same labels both ways.
 */
import { describe, expect, it } from 'vitest';
import { type FieldDef, type FieldKind, kinds } from '../../src/resources';
import { f } from '../../src/resources/fields';

/** Records a reference may name, by id, as the export names them and the import finds them. */
const names: Record<number, string> = { 3: 'Calm', 5: 'Focus' };
const exported = { nameOf: (_field: FieldDef, id: unknown) => names[Number(id)] ?? `#${String(id)}` };
const imported = {
  idOf: async (_field: FieldDef, text: string) => {
    const found = Object.entries(names).find(([, name]) => name === text);
    return found ? Number(found[0]) : { error: `No course is called “${text}”.` };
  },
};

const cases: [FieldDef, unknown][] = [
  [f.text('title'), 'Mindful breathing'],
  [f.longText('note'), 'Two\nlines'],
  [f.email('email'), 'a@example.org'],
  [f.url('link'), 'https://example.org/'],
  [f.image('picture'), '/uploads/a.png'],
  [f.file('handout'), '/uploads/a.pdf'],
  [f.number('weight'), 2.5],
  [f.integer('minutes'), 45],
  [f.money('price'), 49.99],
  [f.flag('featured'), 1],
  [f.flag('featured'), 0],
  [f.choice('status', ['draft', 'published']), 'published'],
  [f.choice('discount_type', ['percent', 'fixed']), 'percent'],
  [f.choice('role_id', [1, 2], { choiceLabels: { 1: 'Student', 2: 'Admin' } }), 2],
  [f.reference('course_id', 'courses'), 5],
  [f.references('course_ids', 'courses'), [3, 5]],
  [f.date('starts_at'), '2026-03-05'],
  [f.datetime('issued_at'), '2026-03-05T14:07:00.000Z'],
  [f.list('questions', [f.text('question')]), [{ question: 'Why?' }]],
];

describe('a field kind in a CSV file', () => {
  it.each(cases.map(([field, value]) => [field.kind, value, field] as const))(
    'a %s field reads back what it writes for %j',
    async (_kind, value, field) => {
      const kind = kinds[field.kind];
      const cell = kind.csvOut(field, value, exported);
      expect(await kind.csvIn(field, String(cell), imported)).toEqual({ value });
    },
  );

  it('has a case above for every kind but rich text (two columns) and passwords (never exported)', () => {
    const covered = new Set<FieldKind>([...cases.map(([field]) => field.kind), 'richText', 'password']);
    expect([...covered].sort()).toEqual(Object.keys(kinds).sort());
  });

  it('writes a choice by its label and takes either back', async () => {
    const field = f.choice('discount_type', ['percent', 'fixed']);
    expect(kinds.choice.csvOut(field, 'percent', exported)).toBe('Percent');
    expect(await kinds.choice.csvIn(field, 'fixed', imported)).toEqual({ value: 'fixed' });
  });

  it('makes readable text without its HTML into paragraphs, with nothing read as markup', async () => {
    const field = f.richText('content');
    expect(await kinds.richText.csvIn(field, 'One\nTwo <b>', imported)).toEqual({
      value: '<p>One</p><p>Two &lt;b&gt;</p>',
    });
  });
});
