import { DateInput } from 'react-admin';
import type { KindInput } from '../consoleKind';

/** A calendar day. */
export const date: KindInput = ({ common }) => <DateInput {...common} />;
