/**
 * A CSV file imported into a list: tried first, with every row's outcome and nothing saved, then
 * applied all together in one transaction, or not at all when any row is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportReport, MAX_IMPORT_ROWS } from '../../../src/contract/csvImport';
import { CSV_IMPORT_FEATURE } from '../../../src/contract/features';
import { loose } from '../../../server/db/schema';
import { makeRecord, nextN } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

const importing = (resource: string, rows: Record<string, string>[], apply = false) =>
  admin.post(`/api/admin/import/${resource}`, { rows, apply });

const coupon = async (code: string) =>
  loose(server.db).selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();

const codes = () => `IMP${nextN()}`;

describe('importing coupons from a CSV file', () => {
  it('names the import among the extensions the server offers an administrator', async () => {
    const answer = await admin.get('/api/getTokenForAdmin');
    expect(answer.headers['x-mindwell-features']).toContain(CSV_IMPORT_FEATURE);
  });

  it('tries the rows without saving any, saying which would be created, changed or left alone', async () => {
    const [fresh, changed, same] = [codes(), codes(), codes()];
    const changedId = await makeRecord(server.db, 'coupons', {}, { code: changed, amount: 5 });
    const sameId = await makeRecord(
      server.db,
      'coupons',
      {},
      { code: same, amount: 7, discount_type: 'fixed' },
    );
    const response = await importing('coupons', [
      { Code: fresh, 'Discount type': 'percent', Amount: '10', Starts: '2026-01-01', Expires: '' },
      {
        ID: String(changedId),
        Code: changed,
        'Discount type': 'percent',
        Amount: '15',
        Starts: '2030-01-01',
        Expires: '2030-12-31',
      },
      {
        ID: String(sameId),
        Code: same.toLowerCase(),
        'Discount type': 'fixed',
        Amount: '7',
        Starts: '1 Jan 2030',
        Expires: '31 December 2030',
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ImportReport>();
    expect(report.applied).toBe(false);
    expect(report.counts).toEqual({ create: 1, update: 1, unchanged: 1, refused: 0 });
    expect(report.rows).toEqual([
      { line: 2, action: 'create', label: fresh },
      { line: 3, action: 'update', id: changedId, label: changed, changes: ['Amount'] },
      { line: 4, action: 'unchanged', id: sameId, label: same },
    ]);
    expect(await coupon(fresh)).toBeUndefined();
    expect((await coupon(changed))?.amount).toBe(5);
  });

  it('applies every row in one go and writes each change to the audit log', async () => {
    const [fresh, changed] = [codes(), codes()];
    const changedId = await makeRecord(server.db, 'coupons', {}, { code: changed, amount: 5 });
    const response = await importing(
      'coupons',
      [
        { code: fresh, discount_type: 'fixed', amount: '3.50', starts_at: '1 Dec 2026' },
        { id: String(changedId), code: changed, discount_type: 'percent', amount: '20', starts_at: '' },
      ],
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ImportReport>();
    expect(report.applied).toBe(true);
    const created = await coupon(fresh);
    expect(created).toMatchObject({ discount_type: 'fixed', starts_at: '2026-12-01' });
    expect(report.rows[0]).toEqual({ line: 2, action: 'create', id: Number(created?.id), label: fresh });
    expect(Number((await coupon(changed))?.amount)).toBe(20);
    const audited = await loose(server.db)
      .selectFrom('audit_log')
      .select(['action', 'record_id'])
      .where('resource', '=', 'coupons')
      .where('record_id', 'in', [Number(created?.id), changedId])
      .execute();
    expect(audited.map((row) => row.action).sort()).toEqual(['record.create', 'record.update']);
  });

  it('refuses the whole file when one row is wrong, saves nothing and says why, row by row', async () => {
    const [good, bad] = [codes(), codes()];
    const rows: Record<string, string>[] = [
      { Code: good, 'Discount type': 'percent', Amount: '10' },
      { Code: bad, 'Discount type': 'half', Amount: 'lots' },
      { ID: '99999999', Code: codes(), 'Discount type': 'percent', Amount: '10' },
    ];
    const tried = (await importing('coupons', rows)).json<ImportReport>();
    expect(tried.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 2 });
    expect(tried.rows[1].action).toBe('refused');
    expect(Object.keys(tried.rows[1].errors ?? {}).sort()).toEqual(['Amount', 'Discount type']);
    expect(tried.rows[2]).toEqual({
      line: 4,
      action: 'refused',
      id: 99999999,
      errors: { ID: ['No coupon has the id 99999999.'] },
    });

    const applied = await importing('coupons', rows, true);
    expect(applied.statusCode).toBe(422);
    expect(applied.json<ImportReport>().applied).toBe(false);
    expect(await coupon(good)).toBeUndefined();
  });

  it('refuses a second row repeating a code the first row takes, as two saves would be', async () => {
    const code = codes();
    const report = (
      await importing('coupons', [
        { Code: code, 'Discount type': 'percent', Amount: '10' },
        { Code: code, 'Discount type': 'percent', Amount: '12' },
      ])
    ).json<ImportReport>();
    expect(report.rows.map((row) => row.action)).toEqual(['create', 'refused']);
    expect(report.rows[1].errors?.Code?.[0]).toMatch(/already been taken/);
  });

  it('reads back a cell our export quoted so a spreadsheet would not run it', async () => {
    const id = await makeRecord(server.db, 'faqs', {});
    const response = await importing('faqs', [{ ID: String(id), Question: `'=SUM(A1:A2)?` }], true);
    expect(response.statusCode, response.body).toBe(200);
    const row = await loose(server.db).selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row?.question).toBe('=SUM(A1:A2)?');
  });

  it('ignores read-only and unknown columns, and says so', async () => {
    const report = (
      await importing('coupons', [
        { Code: codes(), 'Discount type': 'fixed', Amount: '1', Used: '40', Colour: 'red' },
      ])
    ).json<ImportReport>();
    expect(report.ignoredColumns).toEqual(['Used', 'Colour']);
    expect(report.counts.create).toBe(1);
  });
});

describe('reading back what Export writes', () => {
  it('takes a choice by its label as well as by its value', async () => {
    const code = codes();
    const report = (
      await importing(
        'coupons',
        [{ Code: code, 'Discount type': 'Percent', Amount: '10', Status: 'Inactive' }],
        true,
      )
    ).json<ImportReport>();
    expect(report.applied).toBe(true);
    expect(await coupon(code)).toMatchObject({ discount_type: 'percent', status: 'inactive' });
  });

  it('reads rich text from its HTML column without loss, leaving the readable column aside', async () => {
    const id = await makeRecord(server.db, 'lessons', {});
    const html = '<p>Breathe <strong>in</strong></p><ul><li>slowly</li><li>again</li></ul><p>Rest<br>now</p>';
    const response = await importing(
      'lessons',
      [{ ID: String(id), Content: 'Breathe in\nslowly\nagain\nRest\nnow', 'Content (HTML)': html }],
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ImportReport>();
    expect(report.rows[0]).toMatchObject({ action: 'update', changes: ['Content'] });
    expect(report.ignoredColumns).toEqual(['Content']);
    const lesson = await loose(server.db)
      .selectFrom('lessons')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(lesson?.content).toBe(html);

    const again = (
      await importing('lessons', [{ ID: String(id), Content: 'anything', 'Content (HTML)': html }])
    ).json<ImportReport>();
    expect(again.rows[0].action).toBe('unchanged');
  });

  it('makes readable text without an HTML column into paragraphs, with nothing read as markup', async () => {
    const id = await makeRecord(server.db, 'lessons', {});
    await importing('lessons', [{ ID: String(id), Content: 'First line\nSecond <b>line</b>' }], true);
    const lesson = await loose(server.db)
      .selectFrom('lessons')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(lesson?.content).toBe('<p>First line</p><p>Second &lt;b&gt;line&lt;/b&gt;</p>');
  });
});

describe('importing records that point at others', () => {
  it('finds a referenced record by what it is called as well as by its id', async () => {
    const ids = {};
    const courseId = await makeRecord(server.db, 'courses', ids, { title: `Calm import ${nextN()}` });
    const course = await loose(server.db)
      .selectFrom('courses')
      .select('title')
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    const title = `Topic ${nextN()}`;
    const response = await importing(
      'topics',
      [{ Title: title, Course: String(course.title).toUpperCase() }],
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    const topic = await loose(server.db)
      .selectFrom('topics')
      .selectAll()
      .where('title', '=', title)
      .executeTakeFirst();
    expect(Number(topic?.course_id)).toBe(courseId);

    const unknown = (
      await importing('topics', [{ Title: 'Lost', Course: 'No such course' }])
    ).json<ImportReport>();
    expect(unknown.rows[0].errors).toEqual({ Course: ['No course is called “No such course”.'] });
  });
});

describe('what an import refuses outright', () => {
  it('answers 422 for a file whose columns name no field', async () => {
    const response = await importing('coupons', [{ Colour: 'red' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.rows[0]).toBe(
      'No column of the file names a field of coupons that can be set.',
    );
  });

  it('answers 422 for an empty file and for one over the row limit', async () => {
    expect((await importing('coupons', [])).statusCode).toBe(422);
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ Code: 'X' }));
    const response = await importing('coupons', many);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain('at most 5,000 rows');
  });

  it('answers 404 for a list that cannot be imported into, such as orders', async () => {
    expect((await importing('orders', [{ Status: 'paid' }])).statusCode).toBe(404);
    // Enrolments are granted, never changed: an exported row could only be refused.
    expect((await importing('enrolments', [{ Student: '1', Course: '1' }])).statusCode).toBe(404);
    expect((await importing('nothing', [{ Title: 'x' }])).statusCode).toBe(404);
  });

  it('lets no one but an administrator import', async () => {
    const student = await server.signInAsStudent();
    const response = await student.post('/api/admin/import/coupons', {
      rows: [{ Code: codes(), 'Discount type': 'fixed', Amount: '1' }],
      apply: true,
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});
