import type { ReactNode } from 'react';

/** The coloured header band at the top of a dashboard page, holding its one h1. */
export function PageBand({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-band">
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
