import { describe, expect, it } from 'vitest';
import { csvRow, toCsv } from '../../admin/export/csvExporter';
import { escapeCsvCell } from '../../admin/export/escapeCsvCell';
import { getResource } from '../../src/resources';

describe('CSV cells a spreadsheet could run (formula injection)', () => {
  it.each(['=SUM(A1:A2)', '+44 20 7946 0000', '-2+3', '@cmd', '\tindent', '\rreturn'])(
    'prefixes %j with a single quote',
    (text) => {
      expect(escapeCsvCell(text)).toBe(`'${text}`);
    },
  );

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
    expect(header).toBe('ID,Name,Email,Phone');
    expect(line).toContain(`'=HYPERLINK(`);
    expect(line).toContain(`'+441234`);
    expect(line.split(',').some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it('puts a list field in one JSON cell', () => {
    const exams = getResource('exams');
    const row = csvRow(exams, { id: 3, title: 'Final', questions: [{ question: 'Why?' }] });
    expect(row.questions).toBe('[{"question":"Why?"}]');
  });
});
