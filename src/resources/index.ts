import { resources, type ResourceKey } from '../../resources.config';
import { fieldLabel } from './labels';
import type { Endpoint, FieldDef, ResourceDef } from './types';

export * from './types';
export * from './defaults';
export * from './paths';
export * from './checks';
export * from './crossField';
export * from './deletable';
export * from './kinds';
export { fieldLabel } from './labels';
export { resources };
export type { ResourceKey };

/** The table as plain ResourceDefs, for code that walks every entry. */
export const allResources: readonly ResourceDef[] = resources;

/**
 * The entries a server answers: every one, or, for a server that names no `added-resources`
 * extension (the legacy backend, ours under LEGACY_STRICT), those of docs/legacy-api.md alone.
 */
export const offeredResources = (
  table: readonly ResourceDef[],
  addedOffered: boolean,
): readonly ResourceDef[] => (addedOffered ? table : table.filter((resource) => !resource.extension));

/** The entry as a server without the `added-resources` extension has it: no field this product adds. */
export function withoutAddedFields(resource: ResourceDef): ResourceDef {
  if (!resource.fields.some((field) => field.extension)) return resource;
  return { ...resource, fields: resource.fields.filter((field) => !field.extension) };
}

const byKey = new Map<string, ResourceDef>(allResources.map((r) => [r.key, r]));

export function getResource(key: string): ResourceDef {
  const resource = byKey.get(key);
  if (!resource) throw new Error(`Unknown resource "${key}"`);
  return resource;
}

export const isResourceKey = (key: string): key is ResourceKey => byKey.has(key);

/** Every call an entry makes: list, create, update, delete, its extra calls and its actions. */
export const endpointsOf = (resource: ResourceDef): Endpoint[] =>
  [
    resource.endpoints.list,
    resource.endpoints.create,
    resource.endpoints.update,
    resource.endpoints.delete,
    ...Object.values(resource.endpoints.extra ?? {}),
    ...(resource.actions ?? []),
  ].filter((endpoint) => endpoint !== undefined);

/**
 * Whether a CSV file may be imported into the list: its records can be changed, so the file's
 * rows (which Export writes with their ids) can be read back. A list that can only grant new
 * records (enrolments) or is read-only takes none.
 */
export const takesImports = (resource: ResourceDef): boolean =>
  !resource.readOnly && resource.endpoints.update !== undefined;

/** Fields a client may write: not read-only. */
export const writableFields = (resource: ResourceDef): readonly FieldDef[] =>
  resource.fields.filter((field) => !field.readOnly);

/** Fields stored in the database: not read-only computed ones and not confirmations. */
export const storedFields = (resource: ResourceDef): readonly FieldDef[] =>
  resource.fields.filter((field) => !field.confirms);

/**
 * The heading of a rich text field's second CSV column, which holds its HTML ("Content (HTML)")
 * beside the readable text: the export writes it and the import reads it back.
 */
export const richTextHtmlHeading = (field: FieldDef): string => `${fieldLabel(field)} (HTML)`;
