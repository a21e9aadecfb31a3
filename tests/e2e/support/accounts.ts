import { randomUUID } from 'node:crypto';
import { e2eAdmin } from '../../../playwright.config';

/** Someone who can sign in: what they type, and the name the site greets them with. */
export interface Account {
  name: string;
  email: string;
  password: string;
}

/** server/seed/demoData.ts: the demo students share this password. */
export const DEMO_PASSWORD = 'calm-waters-2021';

/** Demo student with four courses (one with lesson video and audio), three orders (two paid, one pending) and two notes. */
export const amira: Account = { name: 'Amira Khan', email: 'amira@example.com', password: DEMO_PASSWORD };

/** Demo student with three courses, two orders (paid, refunded) and two notes. */
export const tom: Account = { name: 'Tom Bennett', email: 'tom@example.com', password: DEMO_PASSWORD };

/** The admin the suite's server is started with (playwright.config.ts), created by server/seed/admin.ts. */
export const admin: Account = { name: 'Administrator', ...e2eAdmin };

/**
 * A short tag no other test run, worker or test shares: for emails, names and texts a test
 * creates, so it can find its own records among everyone else's on the shared server.
 */
export const uniqueTag = (): string => randomUUID().slice(0, 8);

/** A student who does not exist yet; the server throttles registrations, so make few. */
export function newAccount(label = 'student'): Account {
  const tag = uniqueTag();
  return {
    name: `E2E ${label} ${tag}`,
    email: `e2e-${label}-${tag}@e2e.test`.toLowerCase(),
    password: `quiet-harbour-${tag}-walk`,
  };
}
