import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Suite } from '../lib/context';
import { ROOT } from '../lib/ourServer';
import type { Cell } from '../lib/report';

const run = promisify(execFile);

interface Measured {
  importMs: number;
  rssMb: number;
  perCase: { name: string; us: number }[];
}

/** One tree's cleaning, measured in a fresh process (bench/sanitizeMain.ts). */
async function measure(tree: string): Promise<Measured> {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const { stdout } = await run(tsx, [path.join(ROOT, 'bench', 'sanitizeMain.ts'), tree], {
    cwd: ROOT,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Measured;
}

const best = (runs: Measured[], pick: (m: Measured) => number) => Math.min(...runs.map(pick));

/**
 * `sanitize`: the server's HTML cleaning (server/records/sanitize.ts) in a process of its own:
 * its import, and µs per call for a lesson saved and opened, a long lesson, comments and a
 * hostile comment refused. With --compare, the other tree's cleaning in turn, interleaved.
 */
export const sanitizeSuite: Suite = async (options) => {
  const trees = [{ name: 'ours', root: ROOT }];
  if (options.compare) trees.push({ name: 'compared', root: path.resolve(options.compare) });
  const rounds = options.quick ? 1 : 3;
  const runs = new Map<string, Measured[]>(trees.map((tree) => [tree.name, []]));
  for (let round = 0; round < rounds; round += 1)
    for (const tree of trees) {
      options.log(`sanitize: ${tree.name}, round ${round + 1} of ${rounds}`);
      runs.get(tree.name)?.push(await measure(tree.root));
    }
  const first = runs.get('ours')?.[0];
  const cases = first?.perCase.map((c) => c.name) ?? [];
  const head = ['case', ...trees.map((tree) => `${tree.name} (µs per call)`)];
  if (options.compare) head.push('compared ÷ ours');
  const rows: Cell[][] = cases.map((name, i) => {
    const figures = trees.map((tree) => best(runs.get(tree.name) ?? [], (m) => m.perCase[i].us));
    return [
      name,
      ...figures.map((us) => us.toFixed(us < 100 ? 1 : 0)),
      ...(options.compare ? [`${(figures[1] / figures[0]).toFixed(1)}×`] : []),
    ];
  });
  rows.push(
    [
      'import of the module (ms)',
      ...trees.map((tree) => best(runs.get(tree.name) ?? [], (m) => m.importMs).toFixed(0)),
    ],
    [
      'process memory after the import (MB)',
      ...trees.map((tree) => best(runs.get(tree.name) ?? [], (m) => m.rssMb).toFixed(0)),
    ],
  );
  return {
    title: 'HTML cleaning',
    tables: [
      {
        title: 'The server’s cleaning of rich text and comments',
        head,
        rows,
        notes: [
          `Each tree in a fresh process, ${rounds} round(s) interleaved, the best of them; per call the median of three ` +
            '0.7 s runs after a warm-up. A save checks the markup and cleans it; opening a lesson cleans it ' +
            '(kept afterwards in records/shownHtml.ts); a comment is checked and stripped to text.',
        ],
      },
    ],
  };
};
