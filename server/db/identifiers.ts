/** `name` when it is a plain SQL identifier (lower case, digits, underscores), for DDL written as text; throws otherwise. */
export const ident = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain identifier`);
  return name;
};
