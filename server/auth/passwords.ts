import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/resources/fieldRules';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS } from './commonPasswords';

// `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
// OWASP's argon2id floor (19 MiB, 2 passes): about 20–40 ms a hash on a small server.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let decoy: Promise<string> | undefined;

/**
 * True when the password matches the hash. Without a hash (no such account) a decoy is
 * verified instead, so an unknown email takes as long to refuse as a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy password that matches nothing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/**
 * Passwords people actually pick (ASVS 6.2.4 asks for at least the top 3,000 that meet the
 * length rule): zxcvbn's ranked breach list, about 18,000 of 8 characters or more, plus our own.
 */
const BREACHED: ReadonlySet<string> = new Set([
  ...dictionary['passwords-common'].filter((word) => word.length >= PASSWORD_MIN_LENGTH),
  ...COMMON_PASSWORDS,
]);

export const isCommonPassword = (password: string): boolean => BREACHED.has(password.toLowerCase());

/** Why a new password is refused; empty when it is acceptable. No composition rules. */
export function passwordProblems(password: string, email: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH)
    return [`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`];
  if (password.length > PASSWORD_MAX_LENGTH)
    return [`The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`];
  const lower = password.toLowerCase();
  const mail = email.trim().toLowerCase();
  if (mail && (lower === mail || lower === mail.split('@')[0]))
    return ['The password must not be your email address.'];
  if (BREACHED.has(lower)) return ['This password is too common; choose a less guessable one.'];
  return [];
}
