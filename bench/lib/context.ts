import type { Section } from './report';

export interface SuiteOptions {
  /** A short run: shorter load tests, fewer sizes and repetitions. */
  quick: boolean;
  /** Also run the server benchmarks on PostgreSQL. */
  postgres: boolean;
  log(line: string): void;
  /**
   * Another tree of the project (an earlier commit, unpacked with its node_modules linked): the
   * API suite runs its server too, interleaved with ours on the same rows (an A/B of a change).
   */
  compare?: string;
  /**
   * The compared server runs on rows its own tree seeds (its bench/lib/datasets.ts), for trees
   * whose migrations differ. SQLite only: both trees name their PostgreSQL copies alike.
   */
  compareOwnData?: boolean;
  /** Facts about the run worth printing under the machine (versions). */
  facts: Record<string, string>;
}

export type Suite = (options: SuiteOptions) => Promise<Section>;

/** The median and other percentiles of a set of samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);
