import type { FieldDef, ResourceDef } from '../../src/resources';

/** Ids of existing records to point references at; 7 unless told. */
export type RefIds = Partial<Record<string, number>>;

/** A valid value of a field, built from its kind and limits; `n` makes unique values differ. */
export function sampleValue(field: FieldDef, n: number, refs: RefIds = {}, index = 0): unknown {
  const within = (value: number) => Math.min(field.max ?? Infinity, Math.max(field.min ?? -Infinity, value));
  switch (field.kind) {
    case 'text':
      if (field.name === 'id') return index + 1;
      return field.upperCase ? `CODE${n}` : `${field.name} ${n}`.slice(0, field.maxLength ?? 255);
    case 'longText':
      return `The ${field.name.replace(/_/g, ' ')} of sample ${n}.`;
    case 'richText':
      return `<p>The <strong>${field.name}</strong> of sample ${n}.</p>`;
    case 'email':
      return `person${n}@example.com`;
    case 'url':
      return `https://example.com/${field.name}/${n}`;
    case 'password':
      return 'Sample-passw0rd!';
    case 'number':
      return within(2.5);
    case 'integer':
      // Option ids inside a list are 1..4; everything else a small valid number.
      return field.name === 'id' ? index + 1 : within(field.name === 'right_answer' ? 1 : 3);
    case 'money':
      return 49.99;
    case 'flag':
      return 1;
    case 'choice':
      return field.choices?.[0];
    case 'reference':
      return refs[field.reference ?? ''] ?? 7;
    case 'references':
      return [refs[field.reference ?? ''] ?? 7];
    case 'image':
      return '/uploads/sample.png';
    case 'file':
      // A lesson's media and captions must name files uploaded as such (the lesson media tests).
      return field.upload ? null : '/uploads/sample.pdf';
    case 'date':
      return field.name.startsWith('expires') ? '2031-12-31' : '2030-01-15';
    case 'datetime':
      return '2030-01-15T10:00:00.000Z';
    case 'list': {
      const count = field.length ?? field.minItems ?? 1;
      return Array.from({ length: count }, (_, i) => sampleObject(field.fields ?? [], n, refs, i));
    }
  }
}

function sampleObject(fields: readonly FieldDef[], n: number, refs: RefIds, index: number) {
  return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field, n, refs, index)]));
}

/** A record with every writable field of the entry set to a valid value. */
export function sampleRecord(resource: ResourceDef, n = 1, refs: RefIds = {}): Record<string, unknown> {
  return sampleObject(
    resource.fields.filter((field) => !field.readOnly),
    n,
    refs,
    0,
  );
}

/** The same, as a react-admin form has it: with the id, read-only fields and keys of its own. */
export function formRecord(resource: ResourceDef, id: number, n = 1): Record<string, unknown> {
  const readOnly = Object.fromEntries(
    resource.fields.filter((field) => field.readOnly).map((field) => [field.name, 'from the server']),
  );
  return {
    ...sampleRecord(resource, n),
    ...readOnly,
    id,
    created_at: '2030-01-01T00:00:00Z',
    extra_key: 'ignored',
  };
}
