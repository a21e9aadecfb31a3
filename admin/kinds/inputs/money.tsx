import { MoneyInput } from '../../inputs/MoneyInput';
import type { KindInputs } from '../consoleKind';

/** Pounds and pence. */
export const money: KindInputs = {
  input: ({ common }) => <MoneyInput {...common} />,
};
