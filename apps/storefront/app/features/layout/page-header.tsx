import type { ReactNode } from 'react';

/** A page's title, anything that belongs right under it (facts), then its lead text when it has one. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string | null; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="page-title">{title}</h1>
      {children}
      {lead && <p className="page-lead">{lead}</p>}
    </header>
  );
}
