import type { Section } from './report';

export interface SuiteOptions {
  /** A short run: shorter load tests, fewer sizes and repetitions. */
  quick: boolean;
  /** Also run the server benchmarks on PostgreSQL. */
  postgres: boolean;
  log(line: string): void;
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
