/**
 * How a public review names its writer: first name and the surname's initial ("Amira K."), a
 * lone name as it is, and "A student" when no writer is on record. The full surname and the
 * email never leave the server; a name that looks like an email address is not shown at all.
 */
export function reviewerName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  if (parts.length === 0 || parts.some((part) => part.includes('@'))) return 'A student';
  const [first] = parts;
  if (parts.length === 1) return first;
  const [initial] = Array.from(parts[parts.length - 1]);
  return `${first} ${initial.toLocaleUpperCase('en-GB')}.`;
}
