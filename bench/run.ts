/**
 * `npm run bench`: the benchmarks of the list-speed goals, one after the other; prints a table and
 * writes bench/RESULTS.md with the machine, the date and every figure.
 *
 *   npm run bench                     everything (about 10–15 minutes once the data is made)
 *   npm run bench -- --quick          a short run (about 3 minutes)
 *   npm run bench -- --only=api,scale suites by name: api (with newcomer), newcomer, catalogue, scale, console, bundle, render, load, learn, learning, examday, ssr, sanitize, images, media
 *   npm run bench -- --no-postgres    SQLite only
 *   npm run bench -- --only=examday   the exam day's climb (250 → 2,000 students); --students=50 one size
 *   npm run bench -- --only=api --compare=/tmp/before
 *                                     A/B: the API suite also runs the server of another tree
 *                                     (`git archive <commit> | tar -x -C /tmp/before`, its
 *                                     node_modules linked to this one's), interleaved with ours;
 *                                     add --compare-own-data when the two trees' migrations differ
 *
 * Seeded databases are made on first use and kept (bench/out/cache and PostgreSQL template
 * databases named mw_bench_*); they are made anew when the migrations, the demo seed or the
 * generator change. BENCH_DATABASE_URL names the PostgreSQL server (default: the local `test`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Suite, SuiteOptions } from './lib/context';
import { PG_URL, pruneOldDatasets } from './lib/datasets';
import { ROOT } from './lib/ourServer';
import { type Machine, type Section, machine, renderMarkdown, renderText } from './lib/report';
import { apiSuite } from './suites/api';
import { browserSuites } from './suites/browser';
import { catalogueSuite } from './suites/catalogue';
import { EXAM_DAY, examdaySuite } from './suites/examday';
import { learnSuite } from './suites/learn';
import { learningSuite } from './suites/learning';
import { mediaSuite } from './suites/media';
import { loadSuite } from './suites/load';
import { newcomerSuite } from './suites/newcomer';
import { sanitizeSuite } from './suites/sanitize';
import { scaleSuite } from './suites/scale';
import { ssrSuite } from './suites/ssr';
import { imagesSuite } from './suites/images';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const postgres = !args.includes('--no-postgres');
const compare = args.find((a) => a.startsWith('--compare='))?.slice('--compare='.length);
const compareOwnData = args.includes('--compare-own-data');

const started = Date.now();
const log = (line: string) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);

async function postgresReachable(): Promise<boolean> {
  const { onPostgres } = await import('./lib/postgresAdmin');
  try {
    await onPostgres(PG_URL, (client) => client`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const host: Machine = machine();
  const usePostgres = postgres && (await postgresReachable());
  if (postgres && !usePostgres) log(`PostgreSQL at ${PG_URL} is not reachable: SQLite only`);
  const options: SuiteOptions = {
    quick,
    postgres: usePostgres,
    log,
    facts: host.extra,
    compare,
    compareOwnData,
  };
  // Only suites that use the kept data sets clear out old ones (other keys may be another
  // checkout's, in use on the same PostgreSQL server).
  const usesDatasets =
    !only || only.some((name) => ['api', 'catalogue', 'scale', 'console', 'bundle', 'render'].includes(name));
  if (usePostgres && usesDatasets) await pruneOldDatasets(log);

  const suites: [string, Suite][] = [
    ['api', apiSuite],
    ['newcomer', newcomerSuite],
    ['catalogue', catalogueSuite],
    ['scale', scaleSuite],
    ['browser', (o) => browserSuites(o, only)],
    ['load', loadSuite],
    ['learn', learnSuite],
    ['learning', learningSuite],
    ['examday', examdaySuite],
    ['ssr', ssrSuite],
    ['sanitize', sanitizeSuite],
    ['images', imagesSuite],
    ['media', mediaSuite],
  ];
  const browserNames = ['console', 'bundle', 'render'];
  // The exam day takes half an hour on two databases: it runs when asked for by name.
  const wanted = (name: string) =>
    only === undefined
      ? name !== 'examday'
      : only.includes(name) ||
        (name === 'newcomer' && only.includes('api')) ||
        (name === 'browser' && browserNames.some((n) => only.includes(n)));

  const sections: Section[] = [];
  for (const [name, suite] of suites) {
    if (!wanted(name)) continue;
    log(`${name}…`);
    try {
      const result = await suite(options);
      if (result.tables.length > 0 || result.notes?.length) sections.push(result);
    } catch (error) {
      log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sections.push({
        title: `${name}: failed`,
        notes: [`The suite stopped with: ${error instanceof Error ? error.message : String(error)}`],
        tables: [],
      });
    }
  }

  host.loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const intro = [
    `Written by \`npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}\` in ${minutes} minutes. ` +
      'How each figure is measured is said under its table; the code is in bench/.',
    'Figures from a shared 2-core machine are noisy: compare ratios measured in the same run, not absolute figures across runs.',
  ];
  const markdown = renderMarkdown(sections, host, intro);
  // A partial or quick run must not overwrite the full results.
  const file =
    only || quick
      ? path.join(ROOT, 'bench', 'out', 'RESULTS.partial.md')
      : path.join(ROOT, 'bench', 'RESULTS.md');
  // Formatted as the repository's own Markdown is, so `npm run format:check` stays clean.
  const prettier = await import('prettier');
  const settings = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(markdown, { ...settings, filepath: file }));
  log(`wrote ${path.relative(ROOT, file)}`);
  // The exam day's climb is not part of a full run: it keeps its own section of RESULTS.md.
  const climb = sections.find((section) => section.title === EXAM_DAY);
  if (climb && !quick && !args.some((a) => a.startsWith('--students='))) {
    const results = path.join(ROOT, 'bench', 'RESULTS.md');
    const written = renderMarkdown([climb], host, []);
    const section = written.slice(written.indexOf(`## ${EXAM_DAY}`));
    const measuredOn = `Measured on ${host.date} by \`npm run bench -- ${args.join(' ')}\`, load average ${host.loadBefore} before and ${host.loadAfter} after (${host.cpus}).\n\n`;
    const old = await readFile(results, 'utf8');
    const start = old.indexOf(`## ${EXAM_DAY}`);
    const end = start < 0 ? -1 : old.indexOf('\n## ', start + 3);
    const merged =
      start < 0
        ? `${old.trimEnd()}\n\n${section}`
        : `${old.slice(0, start)}${section}${end < 0 ? '' : old.slice(end + 1)}`;
    const withDate = merged.replace(`## ${EXAM_DAY}\n\n`, `## ${EXAM_DAY}\n\n${measuredOn}`);
    await writeFile(results, await prettier.format(withDate, { ...settings, filepath: results }));
    log('wrote the exam day into bench/RESULTS.md');
  }
  process.stdout.write(`${renderText(sections)}\n`);
  log(`done in ${minutes} min`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
