/**
 * bench/load/ belongs to the security work (load under abuse: sign-in floods, uploads). When
 * it is there, the runner starts it as its own process and keeps the end of what it printed;
 * its figures are its own.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SuiteOptions } from '../lib/context';
import { ROOT } from '../lib/ourServer';
import { startChild } from '../lib/proc';
import type { Section } from '../lib/report';

const ENTRIES = ['run.ts', 'index.ts', 'main.ts'];
const TIME_LIMIT_MS = 10 * 60_000;

export async function loadSuite(options: SuiteOptions): Promise<Section> {
  const dir = path.join(ROOT, 'bench', 'load');
  const entry = ENTRIES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
  if (!entry) return { title: 'bench/load', tables: [], notes: [] };
  options.log(`  ${path.relative(ROOT, entry)}`);
  const child = startChild(process.execPath, [
    '--import',
    'tsx',
    entry,
    ...(options.quick ? ['--quick'] : []),
  ]);
  const exit = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      void child.stop();
    }, TIME_LIMIT_MS);
    child.process.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  const tail = child.output().trim().split('\n').slice(-40);
  return {
    title: `bench/load (${path.relative(ROOT, entry)})`,
    notes: [
      `Run as its own process${options.quick ? ' with --quick' : ''}; exit code ${exit ?? 'none (stopped)'}. The end of its output:`,
      '',
      '```',
      ...tail,
      '```',
    ],
    tables: [],
  };
}
