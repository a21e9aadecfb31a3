import { MoneyInput } from '../../inputs/MoneyInput';
import { numberFilter } from './filters';
import type { KindInputs } from '../consoleKind';

/** Pounds and pence. */
export const money: KindInputs = {
  input: ({ common }) => <MoneyInput {...common} />,
  filter: numberFilter,
};
