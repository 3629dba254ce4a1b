// A simple information page (legal pages, zones and stores, points terms): a title and paragraphs of text.
import type { ReactNode } from 'react';

export function InfoPage({ pageKey, title, children }: { pageKey: string; title: string; children: ReactNode }) {
  return (
    <article className="page info-page" data-page={pageKey} aria-labelledby={`${pageKey}-title`}>
      <h1 id={`${pageKey}-title`}>{title}</h1>
      {children}
    </article>
  );
}
