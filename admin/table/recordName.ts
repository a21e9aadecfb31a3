import type { RaRecord } from 'react-admin';
import type { ResourceDef } from '../../src/resources';

/** How a record is named to people: its representation field, else its id. */
export const recordName = (resource: ResourceDef, record: RaRecord): string => {
  const value = record[resource.recordRepresentation];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${record.id}`;
};
