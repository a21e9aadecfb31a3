import type { LevelFilter } from '../../../src/quiz/reducer';

export const levelLabel: Record<LevelFilter, string> = {
  all: 'All levels',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
