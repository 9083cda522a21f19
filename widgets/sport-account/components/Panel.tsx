import type { ReactNode } from 'react';

/** A screen of the account area: a section named by its page heading (the h1 that gets focus on a route change). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sport-account__panel" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}
