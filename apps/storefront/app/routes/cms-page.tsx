import type { Route } from './+types/cms-page';
import { data } from 'react-router';
import { slugPathSchema } from '@encore/contracts';
import { readParams } from '#app/lib/request-input.server.ts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { CmsPageContent } from '#app/features/cms/cms-page-view.tsx';
import { loadCmsPage } from '#app/features/cms/cms.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { buildSeo } from '#app/features/seo/seo.server.ts';
import { normalizePathname, resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

/**
 * `/i/{slug}` (slug = page identifier) and the static pages (`/legal`,
 * `/privacy`, ...), whose identifier is their path's last segment.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return orUnavailable(async () => {
    const storeView = resolveStoreView(request);
    // A static page has no slug parameter: its identifier is its path's last segment.
    const identifier = readParams({ slug: (params as { slug?: string }).slug ?? normalizePathname(new URL(request.url).pathname).split('/').filter(Boolean).pop() }, slugPathSchema)?.slug;
    if (!identifier) throw data(null, { status: 404 });
    const page = await loadCmsPage(storeView, identifier);
    const intl = serverIntl(storeView.i18n.defaultLocale);
    return { page, seo: buildSeo(request, storeView, { title: intl.formatMessage({ id: 'cms.meta.title' }, { title: page.title }), description: page.description }) };
  });
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsPageContent page={loaderData.page} />;
}
