import type { RaRecord } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../src/resources';

/** A plausible value of a field, for records the fake provider serves. */
function sampleValue(resource: ResourceDef, field: FieldDef, id: number): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return `${resource.singular} ${field.name} ${id}`;
    case 'richText':
      return `<p>${resource.singular} ${field.name} ${id}</p>`;
    case 'email':
      return `person${id}@example.org`;
    case 'url':
      return `https://example.org/${resource.key}/${id}`;
    case 'number':
    case 'integer':
      return id;
    case 'money':
      return 10 * id + 0.5;
    case 'flag':
      return id === 1 ? 1 : 0;
    case 'choice':
      return field.choices?.[0] ?? null;
    case 'reference':
      return 1;
    case 'references':
      return [1];
    case 'image':
      return `/uploads/${resource.key}-${id}.png`;
    case 'file':
      // Most lessons have no media of their own: a form shows one Delete button, the record's.
      return field.upload ? null : `/uploads/${resource.key}-${id}.pdf`;
    case 'password':
      return undefined;
    case 'date':
      return '2024-03-01';
    case 'datetime':
      return '2024-03-01T10:00:00.000Z';
    case 'list':
      return [];
  }
}

/** Records 1..count of a resource, every field filled by its kind. */
export function sampleRecords(resource: ResourceDef, count = 2): RaRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const record: RaRecord = { id };
    for (const field of resource.fields) {
      const value = sampleValue(resource, field, id);
      if (value !== undefined) record[field.name] = value;
    }
    return record;
  });
}
