/** A JSON object: not null, not an array. What every reader of an answer or a body checks first. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
