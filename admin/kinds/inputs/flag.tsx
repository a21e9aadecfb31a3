import { FlagInput } from '../../inputs/FlagInput';
import type { KindInputs } from '../consoleKind';

/** A switch. */
export const flag: KindInputs = {
  input: ({ common }) => <FlagInput {...common} />,
};
