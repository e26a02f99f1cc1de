import type { Route } from './+types/sitemap';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { SITEMAP_SOURCES } from '#app/features/seo/sitemap-sources.server.ts';
import { collectSitemapPages, renderSitemap } from '#app/features/seo/sitemap.ts';
import { alternateStores, publicOrigin } from '#app/features/seo/seo.server.ts';

/** `/sitemap.xml`: every home, category, event and CMS page of every store view. */
export function loader({ request }: Route.LoaderArgs) {
  return orUnavailable(async () => {
    const stores = alternateStores();
    const pages = await collectSitemapPages(SITEMAP_SOURCES, stores);
    return new Response(renderSitemap(publicOrigin(request), stores, pages), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  });
}
