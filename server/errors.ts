import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { allResources } from '../src/resources';
import { columnFields, columnOf } from './records/columns';

export type FieldErrors = Record<string, string[]>;

/** An answer to a client mistake: its status, a message a person can read, field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the answer's body, beside `message` (a refused update's current record). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 whose message is the first field message, as Laravel-style clients expect. */
export function unprocessable(errors: FieldErrors): HttpError {
  const messages = Object.values(errors).flat();
  const extra =
    messages.length > 1 ? ` (and ${messages.length - 1} more error${messages.length > 2 ? 's' : ''})` : '';
  return new HttpError(422, `${messages[0] ?? 'The given data was invalid.'}${extra}`, errors);
}

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found.`);

/** Adds a message to a field's list. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

const isUniqueViolation = (error: DatabaseError) =>
  error.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
  error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
  error.code === '23505';

/** Unique indexes are named `<table>_<column>_unique` by the migrations. */
const uniqueIndexes = new Map(
  allResources.flatMap((r) =>
    columnFields(r)
      .filter((field) => field.unique)
      .map((field): [string, string] => [`${r.key}_${columnOf(field)}_unique`, columnOf(field)]),
  ),
);

/** The column a unique violation is about, from SQLite's message or PostgreSQL's constraint. */
function uniqueColumn(error: DatabaseError): string | undefined {
  const text = `${String(error.constraint ?? '')} ${String(error.message ?? '')}`;
  for (const [index, column] of uniqueIndexes) if (text.includes(index)) return column;
  return /UNIQUE constraint failed: \w+\.(\w+)/.exec(text)?.[1];
}

const isForeignKeyViolation = (error: DatabaseError) =>
  error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';

const TOO_LARGE = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

interface ErrorAnswer {
  status: number;
  body: { message: string; errors?: FieldErrors; ok?: false; [more: string]: unknown };
  headers?: Record<string, string>;
}

/** Maps anything thrown to an answer; only our own faults become 500, and never show a stack. */
export function describeError(error: unknown): ErrorAnswer {
  if (error instanceof HttpError)
    return {
      status: error.statusCode,
      body: {
        ...error.details,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      },
      headers: error.headers,
    };
  const e = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError> &
    DatabaseError;
  const code = typeof e.code === 'string' ? e.code : '';
  if (TOO_LARGE.has(code)) return { status: 413, body: { message: 'The request body is too large.' } };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return { status: 415, body: { message: 'This content type is not accepted here.' } };
  if (e instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return { status: 400, body: { message: 'The request body is not valid JSON.' } };
  if (isUniqueViolation(e)) {
    // Two saves raced past the validation's own check: answer as that check would.
    const column = uniqueColumn(e);
    if (!column) return { status: 409, body: { message: 'This record already exists.' } };
    const message = `The ${column.replace(/_/g, ' ')} has already been taken.`;
    return { status: 422, body: { message, errors: { [column]: [message] } } };
  }
  if (isForeignKeyViolation(e))
    return { status: 409, body: { message: 'This record is still used by other records.' } };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500 && typeof e.message === 'string')
    return { status, body: { message: e.message } };
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const answer = describeError(error);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  reply.code(answer.status);
  if (answer.headers) reply.headers(answer.headers);
  void reply.send(answer.body);
}
