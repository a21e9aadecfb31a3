import type { ReactNode } from 'react';

/** Why a mailed link did not work, and the way to a new one. */
export function LinkProblem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div role="alert" className="notice notice--error">
      <p>{message}</p>
      {children}
    </div>
  );
}
