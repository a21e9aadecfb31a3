// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { csvRow, relatedRecords, toCsv } from '../../admin/export/csvExporter';
import { escapeCsvCell } from '../../admin/export/escapeCsvCell';
import { getResource } from '../../src/resources';

describe('CSV cells a spreadsheet could run (formula injection)', () => {
  it.each([
    '=SUM(A1:A2)',
    '+44 20 7946 0000',
    '-2+3',
    '@cmd',
    '\tindent',
    '\t=1+1',
    ' =1+1',
    '\u00a0@x',
    '＝1+1',
  ])('prefixes %j with a single quote', (text) => {
    expect(escapeCsvCell(text)).toBe(`'${text}`);
  });

  it.each([
    ['\r=1+1', "'\n'=1+1"],
    ['\r\n+1', "'\n'+1"],
    ['\n-2', "'\n'-2"],
    ['notes\r@SUM(1)', "notes\n'@SUM(1)"],
    ['line one\r\n  =HYPERLINK("x")\nline three', 'line one\n\'  =HYPERLINK("x")\nline three'],
    ['safe\nlines\r\nonly', 'safe\nlines\nonly'],
  ])('neutralises every line of the multi-line cell %j', (text, escaped) => {
    expect(escapeCsvCell(text)).toBe(escaped);
  });

  it('leaves ordinary text, numbers and empty values alone', () => {
    expect(escapeCsvCell('Mindful breathing')).toBe('Mindful breathing');
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell(-5)).toBe(-5);
    expect(escapeCsvCell(49.99)).toBe(49.99);
    expect(escapeCsvCell(null)).toBeNull();
    expect(escapeCsvCell('')).toBe('');
  });

  it('escapes text inside arrays and objects too', () => {
    expect(escapeCsvCell(['ok', '=1+1'])).toEqual(['ok', "'=1+1"]);
    expect(escapeCsvCell({ note: '@here', n: 1 })).toEqual({ note: "'@here", n: 1 });
  });
});

describe('the CSV export of a list', () => {
  const instructors = getResource('instructors');

  it('never exports a password', () => {
    const row = csvRow(instructors, {
      id: 1,
      name: 'Dr Rowe',
      email: 'rowe@example.org',
      password: 'secret',
    });
    expect(row).toEqual({ id: 1, name: 'Dr Rowe', email: 'rowe@example.org', phone: undefined });
  });

  it('writes labelled columns with every dangerous cell neutralised', async () => {
    const csv = await toCsv(instructors, [
      { id: 1, name: '=HYPERLINK("http://evil.example","click")', email: 'a@example.org', phone: '+441234' },
    ]);
    const [header, line] = csv.split('\n');
    expect(header).toBe('ID,Name,Email,Phone,Photo,Short biography,Biography,Credentials');
    expect(line).toContain(`'=HYPERLINK(`);
    expect(line).toContain(`'+441234`);
    expect(line.split(',').some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it('keeps a cell with a carriage return in quotes, with no line a spreadsheet would run', async () => {
    const csv = await toCsv(instructors, [{ id: 1, name: 'Dr\r=1+1', email: '\r\n@cmd', phone: 'ok\r-3' }]);
    expect(csv).not.toContain('\r');
    // Read as a program that splits on line breaks would: no line starts a formula.
    for (const line of csv.split('\n')) expect(line).not.toMatch(/^[\s"]*[=+\-@]/);
    expect(csv.split('\n')[1]).toBe('1,"Dr');
  });

  it('puts a list field in one JSON cell', () => {
    const exams = getResource('exams');
    const row = csvRow(exams, { id: 3, title: 'Final', questions: [{ question: 'Why?' }] });
    expect(row.questions).toBe('[{"question":"Why?"}]');
  });
});

describe('an export a person can read', () => {
  const enrolments = getResource('enrolments');
  const blogs = getResource('blogs');
  const related = {
    user_id: { 7: { id: 7, name: 'Amira Khan' } },
    course_id: { 5: { id: 5, title: 'Mindfulness Practice' } },
  };

  it('names the course and the student instead of their ids', () => {
    const row = csvRow(enrolments, { id: 1, user_id: 7, course_id: 5, progress: 40 }, related);
    expect(row).toMatchObject({ user_id: 'Amira Khan', course_id: 'Mindfulness Practice', progress: 40 });
  });

  it('shows the id of a referenced record that is gone, marked as one', () => {
    const row = csvRow(enrolments, { id: 1, user_id: 99, course_id: 5 }, related);
    expect(row.user_id).toBe('#99');
  });

  it('writes rich text as plain text, paragraphs on their own lines', () => {
    const row = csvRow(blogs, {
      id: 2,
      title: 'Calm',
      content: '<p>Breathe <strong>in</strong> &amp; out.</p><p>Again<br>slowly</p>',
    });
    expect(row.content).toBe('Breathe in & out.\nAgain\nslowly');
  });

  it('writes rich text a second time, as its HTML, in a column headed so', async () => {
    const content = '<p>Breathe <strong>in</strong></p><ul><li>slowly</li></ul>';
    const row = csvRow(blogs, { id: 2, title: 'Calm', content });
    expect(row['content:html']).toBe(content);
    const csv = await toCsv(blogs, [{ id: 2, title: 'Calm', content }]);
    expect(csv.split('\n')[0]).toContain('Content,Content (HTML)');
  });

  it('puts a heading with a comma in quotes, so every column stays in its place', async () => {
    const exams = getResource('exams');
    const csv = await toCsv(exams, [{ id: 3, title: 'Final', show_after_attempt: 'wrong' }]);
    expect(csv.split('\n')[0]).toContain(',"After an attempt, show",');
  });

  it('still neutralises a formula hidden in rich text', () => {
    const row = csvRow(blogs, { id: 2, title: 'x', content: '<p>=HYPERLINK("http://evil.example")</p>' });
    expect(row.content).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('writes dates as people read them, and labels flags and choices', () => {
    const coupons = getResource('coupons');
    const row = csvRow(coupons, { id: 1, code: 'CALM', starts_at: '2026-03-05', status: 'active' });
    expect(row).toMatchObject({ starts_at: '5 Mar 2026', status: 'Active' });
    const blog = csvRow(blogs, { id: 1, title: 'x', featured_post: 1, created_at: '2026-03-05T12:07:00Z' });
    expect(blog.featured_post).toBe('Yes');
    expect(blog.created_at).toMatch(/^5 Mar 2026, \d\d:\d\d$/);
  });

  it('fetches the records each reference field points at, once per field, by its route', async () => {
    const asked: string[] = [];
    const found = await relatedRecords(
      enrolments,
      [{ id: 1, user_id: 7, course_id: 5, order_id: null, granted_by: null }],
      async (_data, field, resource) => {
        asked.push(`${field}:${resource}`);
        return field === 'user_id' ? related.user_id : related.course_id;
      },
    );
    expect(asked.sort()).toEqual(['course_id:courses', 'user_id:users']);
    expect(found.user_id).toEqual(related.user_id);
  });

  it('writes the whole file with names and no HTML', async () => {
    const csv = await toCsv(enrolments, [{ id: 1, user_id: 7, course_id: 5, progress: 0 }], related);
    expect(csv.split('\n')[1]).toContain('Amira Khan,Mindfulness Practice');
  });
});
