import type { z } from 'zod/v4';
import { INTEGER_MAX, maxLengthOf } from '../fieldRules';
import type { FieldDef } from '../types';
import type { CheckContext } from './kind';

/** Form posts (multipart) carry numbers as text; JSON may too. */
export const numeric = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** Parses a list sent as JSON text or, for ids, as "1,2,3" (multipart forms). */
export function arrayFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return value;
    }
  }
  return /^\d+(\s*,\s*\d+)*$/.test(trimmed) ? trimmed.split(',').map(Number) : value;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The id of one record: a positive whole number a 32-bit id column holds. */
export const idSchema = ({ z }: CheckContext, attr: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `The ${attr} must be an id.` })
      .int(`The ${attr} must be an id.`)
      .min(1, `The ${attr} must be an id.`)
      .max(INTEGER_MAX, `The ${attr} must be an id.`),
  );

/** Text of one line or many, cleaned by `clean`, within the field's length before and after. */
export function textSchema(
  { z, markupProblem }: CheckContext,
  field: FieldDef,
  attr: string,
  clean: (value: string) => string,
  /** Rich text, whose images need a text alternative. */
  rich = false,
) {
  const max = maxLengthOf(field);
  const tooLong = `The ${attr} may not be greater than ${max} characters.`;
  return (
    z
      .string({ error: `The ${attr} must be text.` })
      // Checked before cleaning too: a parser must never be handed more than a field may hold.
      .max(max ?? Number.MAX_SAFE_INTEGER, tooLong)
      .superRefine((value, ctx) => {
        const problem = markupProblem(value, attr, rich);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => {
        const cleaned = clean(value).trim();
        return field.upperCase ? cleaned.toUpperCase() : cleaned;
      })
      .refine((value) => max === undefined || value.length <= max, tooLong)
  );
}

/** A trimmed string no longer than the field may be. */
export const boundedString = ({ z }: CheckContext, field: FieldDef, attr: string, invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .max(maxLengthOf(field) ?? 2048, `The ${attr} may not be greater than ${maxLengthOf(field)} characters.`);

/** A number within the field's `min` and `max`, or the kind's own bounds. */
export function bounded(schema: z.ZodNumber, field: FieldDef, attr: string, min: number, max: number) {
  const low = field.min ?? min;
  const high = field.max ?? max;
  return schema
    .min(low, `The ${attr} must be at least ${low}.`)
    .max(high, `The ${attr} may not be greater than ${high}.`);
}
