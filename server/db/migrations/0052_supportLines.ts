import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';
import { createRecordTable, integer, text } from './tableBuilder';

/** The UK crisis lines a student starts with; admins change them in the console's settings. */
const LINES = [
  {
    title: 'Samaritans',
    contact: 'Call 116 123',
    link: 'tel:116123',
    description: 'Free, day or night, 365 days a year, whatever you are going through.',
  },
  {
    title: 'Shout',
    contact: 'Text SHOUT to 85258',
    link: 'sms:85258?body=SHOUT',
    description: 'Free, confidential text support, 24/7, if you are struggling to cope.',
  },
  {
    title: 'NHS 111',
    contact: 'Call 111',
    link: 'tel:111',
    description: 'Urgent help for your mental health, day or night: choose the mental health option.',
  },
  {
    title: 'Emergency services',
    contact: 'Call 999',
    link: 'tel:999',
    description: 'If your life or someone else’s is at risk right now, or go to A&E.',
  },
];

/** The crisis lines of the learning pages, as a resource of the table (`support_lines`). */
export const supportLines = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await createRecordTable(db, dialect, 'support_lines', {
      title: text({ index: true }),
      contact: text(),
      link: text(),
      description: text(),
      sort_order: integer({ index: true }),
    });
    const at = new Date().toISOString();
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('support_lines')
      .values(
        LINES.map((line, index) => ({ ...line, sort_order: index + 1, created_at: at, updated_at: at })),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('support_lines').execute();
  },
});
