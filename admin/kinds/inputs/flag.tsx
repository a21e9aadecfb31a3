import { FlagInput } from '../../inputs/FlagInput';
import type { KindInput } from '../consoleKind';

/** A switch. */
export const flag: KindInput = ({ common }) => <FlagInput {...common} />;
