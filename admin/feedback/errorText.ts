import { isObject } from '../../src/contract/isObject';

/**
 * What the server said about a failed call, if anything: the `message` of its answer, or, when
 * no answer came at all (status 0), the transport's own text such as "Network Error". An
 * answer without a message gives undefined, so the table's fallback text is shown instead.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (!isObject(error) && !(error instanceof Error)) return undefined;
  const { message, status, body } = error as { message?: unknown; status?: unknown; body?: unknown };
  if (isObject(body) && typeof body.message === 'string' && body.message) return body.message;
  const answered = typeof status === 'number' && status > 0;
  if (!answered && typeof message === 'string' && message) return message;
  return undefined;
}

/**
 * Every message the server gave for one field (docs/API.md `errors: {field: [messages]}`),
 * from the raw arrays the data provider keeps in `body.fieldErrors`.
 */
export function fieldMessagesOf(error: unknown, field: string): string[] {
  const body = isObject(error) || error instanceof Error ? (error as { body?: unknown }).body : undefined;
  if (!isObject(body)) return [];
  const raw = isObject(body.fieldErrors) ? body.fieldErrors[field] : undefined;
  const fallback = isObject(body.errors) ? body.errors[field] : undefined;
  const messages = raw ?? fallback;
  return (Array.isArray(messages) ? messages : [messages]).filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );
}
