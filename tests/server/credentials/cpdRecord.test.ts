import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CpdRecord } from '../../../src/contract/cpdTypes';
import { pdfText } from '../../support/pdfText';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { certifiedStudent, certifyAgain } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the CPD record', () => {
  it('lists each completed course with its CPD hours, dates and certificate, with a total per year', async () => {
    const { student, tab, code, course } = await certifiedStudent(server, 'Cara Pd');
    const second = await certifyAgain(server, student.id, {
      hours: 1.5,
      issuedAt: '2025-03-04T10:00:00.000Z',
    });
    const record = (await tab.get('/api/my/cpd')).json<CpdRecord>();
    const thisYear = new Date().getUTCFullYear();
    expect(record.hours).toBe(4.5);
    expect(record.years.map((year) => [year.year, year.hours])).toEqual([
      [thisYear, 3],
      [2025, 1.5],
    ]);
    expect(record.years[0].courses).toEqual([
      expect.objectContaining({
        title: course.title,
        hours: 3,
        certificateCode: code,
        enrolledAt: expect.any(String),
      }),
    ]);
    expect(record.years[1].courses[0]).toMatchObject({
      title: second.title,
      completedAt: '2025-03-04T10:00:00.000Z',
    });
  });

  it('exports the record as CSV with a total row for each year', async () => {
    const { student, tab, code, course } = await certifiedStudent(server, 'Csv Person');
    await certifyAgain(server, student.id, {
      hours: 2,
      issuedAt: '2024-06-01T09:00:00.000Z',
      title: '=HYPERLINK("x")',
    });
    const response = await tab.get('/api/my/cpd.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Year,Course,CPD hours,Enrolled,Completed,Certificate,Verify at');
    expect(lines).toContain(`${new Date().getUTCFullYear()},Total for ${new Date().getUTCFullYear()},3,,,,`);
    expect(lines).toContain('2024,Total for 2024,2,,,,');
    expect(lines.some((line) => line.includes(course.title) && line.includes(code))).toBe(true);
    // A title a spreadsheet would run as a formula is written as text.
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('exports the record as a PDF naming the learner, each year’s total and each course', async () => {
    const { tab, code, course } = await certifiedStudent(server, 'Pdf Learner');
    const response = await tab.get('/api/my/cpd.pdf');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('CPD record');
    expect(text).toContain('Pdf Learner');
    expect(text).toContain(`${new Date().getUTCFullYear()}: 3 CPD hours`);
    expect(text).toContain(code);
    expect(text).toContain(course.title.slice(0, 20));
  });

  it('is for the signed-in student only', async () => {
    expect((await server.client().get('/api/my/cpd')).statusCode).toBe(401);
  });
});
