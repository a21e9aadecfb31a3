import os from 'node:os';

export type Cell = string | number;

export interface Table {
  title: string;
  head: string[];
  rows: Cell[][];
  /** Lines under the table: how it was measured, what a column means. */
  notes?: string[];
}

export interface Section {
  title: string;
  tables: Table[];
  notes?: string[];
  /** Goals with whether they were met, for the summary at the top. */
  goals?: Goal[];
}

export interface Goal {
  name: string;
  target: string;
  measured: string;
  met: boolean;
}

export interface Machine {
  date: string;
  cpus: string;
  memory: string;
  node: string;
  os: string;
  loadBefore: string;
  loadAfter?: string;
  extra: Record<string, string>;
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadBefore: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / '),
    extra: {},
  };
}

export const ms = (n: number | undefined): string =>
  n === undefined || Number.isNaN(n) ? '–' : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const int = (n: number): string => Math.round(n).toLocaleString('en-GB');
export const ratio = (a: number, b: number): string =>
  b > 0 ? `${(a / b).toFixed(a / b >= 10 ? 0 : 1)}×` : '–';

function markdownTable(table: Table): string {
  const line = (cells: Cell[]) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  const out = [
    `**${table.title}**`,
    '',
    line(table.head),
    line(table.head.map(() => '---')),
    ...table.rows.map(line),
  ];
  if (table.notes?.length) out.push('', ...table.notes.map((n) => `- ${n}`));
  return out.join('\n');
}

function textTable(table: Table): string {
  const cells = [table.head, ...table.rows].map((row) => row.map(String));
  const widths = table.head.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [
    table.title,
    line(cells[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export function goalsOf(sections: readonly Section[]): Goal[] {
  return sections.flatMap((s) => s.goals ?? []);
}

export function renderText(sections: readonly Section[]): string {
  const parts: string[] = [];
  const goals = goalsOf(sections);
  if (goals.length)
    parts.push(
      textTable({
        title: 'Goals',
        head: ['goal', 'target', 'measured', 'met'],
        rows: goals.map((g) => [g.name, g.target, g.measured, g.met ? 'yes' : 'NO']),
      }),
    );
  for (const section of sections) {
    parts.push(`== ${section.title}`);
    for (const table of section.tables) parts.push(textTable(table));
  }
  return parts.join('\n\n');
}

export function renderMarkdown(sections: readonly Section[], host: Machine, intro: string[]): string {
  const out: string[] = ['# Benchmark results', '', ...intro, ''];
  out.push(
    '## Machine',
    '',
    `| | |`,
    `| --- | --- |`,
    `| date | ${host.date} |`,
    `| CPU | ${host.cpus} |`,
    `| memory | ${host.memory} |`,
    `| Node | ${host.node} |`,
    `| OS | ${host.os} |`,
    `| load average (1/5/15 min) before | ${host.loadBefore} |`,
    ...(host.loadAfter ? [`| load average after | ${host.loadAfter} |`] : []),
    ...Object.entries(host.extra).map(([k, v]) => `| ${k} | ${v} |`),
    '',
  );
  const goals = goalsOf(sections);
  if (goals.length) {
    out.push('## Goals', '');
    out.push(
      markdownTable({
        title: 'Goals',
        head: ['goal', 'target', 'measured', 'met'],
        rows: goals.map((g) => [g.name, g.target, g.measured, g.met ? 'yes' : '**no**']),
      }),
      '',
    );
  }
  for (const section of sections) {
    out.push(`## ${section.title}`, '');
    if (section.notes?.length) out.push(...section.notes, '');
    for (const table of section.tables) out.push(markdownTable(table), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
