import { TextInput } from 'react-admin';
import type { KindInput } from '../consoleKind';

/** An email address, typed as one. */
export const email: KindInput = ({ common }) => <TextInput {...common} type="email" />;
