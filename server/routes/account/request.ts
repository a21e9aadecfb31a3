import { getResource } from '../../../src/resources';
import { unprocessable } from '../../errors';
import { checkInput } from '../../records/store';

const users = getResource('users');

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * An address checked as the users table checks it, answered as the table keeps it (trimmed,
 * lower case); a 422 on `email` otherwise.
 */
export function emailFrom(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw unprocessable({ email: ['Enter your email address.'] });
  const { values, errors } = checkInput(users, { email: value.trim() }, { mode: 'update', only: ['email'] });
  if (errors.email) throw unprocessable({ email: errors.email });
  return String(values.email).toLowerCase();
}
