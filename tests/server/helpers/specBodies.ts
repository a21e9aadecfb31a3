/**
 * The admin calls of docs/legacy-api.md §7 as the server tests send them. The bodies are the ones written
 * out by hand from the spec in tests/api/specBodies.ts (one copy for the client's tests and
 * the server's), so the server is checked against the spec and not against the table it is
 * built from.
 */
import { type SpecCall, type SpecResource, specResources } from '../../api/specBodies';

type Rec = Record<string, unknown>;

export interface Call extends SpecCall {
  body?: Rec;
}

export interface SpecEntry {
  list: Call;
  create?: (sample: Rec) => Call;
  update?: (sample: Rec, id: number) => Call;
  /** A POST with `{id}`; none for records never deleted. */
  remove?: string;
  /** Where the answer's record sits: `data` (default) or `data[0]`. */
  read?: { create?: 'data[0]'; remove?: 'data[0]' };
}

/** Answers docs/legacy-api.md §7 gives as a one-record array. */
const READS: Partial<Record<string, SpecEntry['read']>> = {
  social_profiles: { create: 'data[0]', remove: 'data[0]' },
};

function entryOf(key: string, spec: SpecResource): SpecEntry {
  const { list, create, update, delete: remove } = spec;
  return {
    list,
    create: create && ((sample) => ({ method: create.method, path: create.path, body: create.body(sample) })),
    update:
      update &&
      ((sample, id) => ({ method: update.method, path: update.path, body: update.body(sample, id) })),
    remove,
    read: READS[key],
  };
}

export const specEntries: Partial<Record<string, SpecEntry>> = Object.fromEntries(
  Object.entries(specResources).flatMap(([key, spec]) => (spec ? [[key, entryOf(key, spec)]] : [])),
);
