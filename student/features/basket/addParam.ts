import type { ItemKind } from '../../api/shop';

const KINDS: readonly ItemKind[] = ['course', 'bundle', 'product', 'certificate_level'];

export interface AddRequest {
  kind: ItemKind;
  id: number;
  /** A certificate level's course: `certificate_level:<id>:<courseId>`. */
  courseId?: number;
}

/** Reads `?add=<kind>:<id>` (a link's way of putting something in the basket); null when malformed. */
export function parseAddParam(value: string | null): AddRequest | null {
  if (!value) return null;
  const [kind, id, courseId] = value.split(':');
  if (!KINDS.includes(kind as ItemKind) || !/^\d+$/.test(id ?? '')) return null;
  if (courseId !== undefined && !/^\d+$/.test(courseId)) return null;
  return { kind: kind as ItemKind, id: Number(id), ...(courseId ? { courseId: Number(courseId) } : {}) };
}
