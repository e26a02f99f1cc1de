import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import './cms.css';
import type { CmsPageView } from './cms.server.ts';

/** A CMS page: its heading and its content (already sanitized on the server). */
export function CmsPageContent({ page }: { page: CmsPageView }) {
  return (
    <article className="container cms-page">
      <Breadcrumbs items={[{ name: page.title, path: null }]} />
      <header className="page-header">
        <h1 className="page-title">{page.heading}</h1>
      </header>
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
