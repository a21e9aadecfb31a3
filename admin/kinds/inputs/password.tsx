import { PasswordInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

/** Write-only: the server never answers it, and an empty one on update leaves it unchanged. */
export const password: KindInputs = {
  input: ({ common }) => <PasswordInput {...common} readOnly={false} autoComplete="new-password" />,
};
