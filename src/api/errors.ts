import { HttpError } from 'ra-core';
import { isObject } from '../contract/isObject';

/** Messages per field, as the server sends them (docs/API.md: `errors: {field: [messages]}`). */
export type FieldErrors = Record<string, string[]>;

/**
 * What react-admin finds in `HttpError.body`:
 * - `errors`: one string per field (react-admin's `setSubmissionErrors` puts each on its input)
 *   and `root.serverError`, which react-admin shows as the form's notification;
 * - `fieldErrors`: the server's arrays untouched, for code that shows each message on its own
 *   (docs/legacy-api.md §5: every `errors.email` message of an instructor is its own toast).
 */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string | { serverError: string }>;
  fieldErrors?: FieldErrors;
  [key: string]: unknown;
}

/** The server's `errors`, each value made a list of strings; undefined when there are none. */
export function readFieldErrors(errors: unknown): FieldErrors | undefined {
  if (!isObject(errors)) return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .filter((m) => m !== null && m !== undefined && m !== '')
      .map(String);
    if (list.length) out[field] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The answer's body reshaped for react-admin's forms; other keys are kept as they came. */
export function toErrorBody(data: unknown, message: string): ErrorBody {
  const body: ErrorBody = isObject(data) ? { ...data } : {};
  const fieldErrors = readFieldErrors(body.errors);
  if (!fieldErrors) {
    delete body.errors;
    return body;
  }
  const errors: NonNullable<ErrorBody['errors']> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) errors[field] = messages.join(' ');
  errors.root = { serverError: message };
  return { ...body, errors, fieldErrors };
}

/**
 * A refusal the server answered (its status and body) as react-admin's HttpError: the server's
 * `message`, else the transport's text, else the status.
 */
export function answerError(status: number, data: unknown, transportMessage = ''): HttpError {
  const serverMessage = isObject(data) && typeof data.message === 'string' ? data.message : '';
  const message = serverMessage || transportMessage || `Request failed with status code ${status}`;
  return new HttpError(message, status, toErrorBody(data, message));
}

/**
 * Any failure of a call as react-admin's `HttpError(message, status, body)`: the HTTP client's
 * own (the server's `message` when it answered one, else the transport's text: "Network
 * Error", a timeout) as it is; anything else with status 0, as no answer came.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(message, 0, null);
}
