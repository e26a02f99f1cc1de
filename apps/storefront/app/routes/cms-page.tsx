import type { Route } from './+types/cms-page';
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
    const slug = (params as { slug?: string }).slug;
    const identifier = slug ?? normalizePathname(new URL(request.url).pathname).split('/').filter(Boolean).pop() ?? '';
    const page = await loadCmsPage(storeView, identifier);
    const intl = serverIntl(storeView.i18n.defaultLocale);
    return { page, seo: buildSeo(request, storeView, { title: intl.formatMessage({ id: 'cms.meta.title' }, { title: page.title }), description: page.description }) };
  });
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsPageContent page={loaderData.page} />;
}
