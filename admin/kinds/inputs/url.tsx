import { TextInput } from 'react-admin';
import type { KindInput } from '../consoleKind';

/** A web address, typed as one. */
export const url: KindInput = ({ common }) => <TextInput {...common} type="url" />;
