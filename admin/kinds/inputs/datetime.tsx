import { DateTimeInput } from 'react-admin';
import type { KindInput } from '../consoleKind';

/** A day and a time. */
export const datetime: KindInput = ({ common }) => <DateTimeInput {...common} />;
