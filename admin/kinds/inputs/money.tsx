import { MoneyInput } from '../../inputs/MoneyInput';
import type { KindInput } from '../consoleKind';

/** Pounds and pence. */
export const money: KindInput = ({ common }) => <MoneyInput {...common} />;
