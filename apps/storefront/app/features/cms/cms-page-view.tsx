import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PageHeader } from '#app/features/layout/page-header.tsx';
import type { CmsPageView } from './cms.server.ts';

/** A CMS page: its heading and its content (already sanitized on the server). */
export function CmsPageContent({ page }: { page: CmsPageView }) {
  return (
    <article className="container cms-page">
      <Breadcrumbs items={[{ name: page.title, path: null }]} />
      <PageHeader title={page.heading} />
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
