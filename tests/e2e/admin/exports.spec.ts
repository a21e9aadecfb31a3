import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { admin } from '../support/accounts';
import { adminConsole, adminPath, at } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

/** Clicks the list's Export button and answers the text of the CSV file it downloads. */
async function exportList(page: Page, route: string): Promise<string> {
  await page.goto(adminPath(route));
  await expect(page).toHaveURL(at(adminPath(route)));
  await expect(adminConsole.rows(page, /\S/).nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  return readFile(file, 'utf8');
}

test.describe('Exports', () => {
  test('an export of enrolments names the student and the course, with readable dates', async ({
    page,
    adminApi,
  }) => {
    const [enrolment] = await adminApi.list<{ id: number; user_id: number; course_id: number }>('enrolments');
    const student = await adminApi.find<{ id: number; name: string }>('users', enrolment.user_id);
    const course = await adminApi.find<{ id: number; title: string }>('courses', enrolment.course_id);

    const csv = await exportList(page, 'enrolments');
    const [header] = csv.split('\n');
    expect(header).toContain('Student,Course');
    const line = csv.split('\n').find((row) => row.startsWith(`${enrolment.id},`));
    expect(line).toContain(`${student?.name},${course?.title}`);
    // Enrolled: "5 Mar 2026, 14:07", not an ISO timestamp.
    expect(line).toMatch(/\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d\d:\d\d/);
    expect(csv).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
  });

  test('an export of blogs holds the posts as plain text, and their HTML in a column of its own', async ({
    page,
  }) => {
    const csv = await exportList(page, 'blogs');
    const { data, meta } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(meta.fields).toEqual(expect.arrayContaining(['Content', 'Content (HTML)']));
    const readable = data.map((row) => row.Content).join('\n');
    expect(readable).not.toMatch(/<\/?(p|strong|em|ul|li|h\d|br)\b/i);
    expect(readable).not.toMatch(/&(amp|nbsp|lt|gt);/);
    expect(data.map((row) => row['Content (HTML)']).join('\n')).toMatch(/<p>/);
  });
});
