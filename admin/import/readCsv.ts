import Papa from 'papaparse';

export interface CsvFile {
  rows: Record<string, string>[];
  /** What the reader could not make sense of, by row. */
  problems: string[];
}

/** A CSV file's rows, each by its headings, as text; a byte-order mark and blank lines skipped. */
export function readCsv(text: string): CsvFile {
  const parsed = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (heading) => heading.trim(),
  });
  const rows = parsed.data.map((row) =>
    Object.fromEntries(
      Object.entries(row).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  );
  const problems = parsed.errors.map((error) =>
    error.row === undefined ? error.message : `Row ${error.row + 2}: ${error.message}`,
  );
  return { rows, problems };
}
