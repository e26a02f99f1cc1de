import { localizePath } from '#app/lib/store-path.ts';
import { absoluteUrl, type AlternateStore } from './hreflang.ts';

/** One page of one store view, as a sitemap source lists it. */
export interface SitemapPage {
  /** Identifies the same page across store views ('category:12', 'event:SKU', 'cms:about-us'), for hreflang. */
  key: string;
  /** Store-agnostic app path ('/c/konzerte'); the store prefix is added here. */
  path: string;
  /** ISO date-time of the last change, if known. */
  lastmod?: string;
}

export type SitemapStore = AlternateStore;

/**
 * A source of sitemap pages (categories, events, CMS pages, ...): all pages
 * of one store view. Sources are listed in sitemap-sources.server.ts; a
 * failing source is logged and left out rather than failing the sitemap.
 */
export type SitemapSource = { name: string; pages: (storeCode: string) => Promise<SitemapPage[]> };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/**
 * sitemaps.org urlset with one `<url>` per page and store view, each carrying
 * xhtml:link alternates to the same page (same key) in the other stores.
 */
export function renderSitemap(origin: string, stores: readonly SitemapStore[], pagesByStore: ReadonlyMap<string, readonly SitemapPage[]>): string {
  const byKey = new Map<string, Array<{ store: SitemapStore; page: SitemapPage }>>();
  for (const store of stores) {
    for (const page of pagesByStore.get(store.storeCode) ?? []) {
      const list = byKey.get(page.key) ?? [];
      if (!list.some((x) => x.store.storeCode === store.storeCode)) list.push({ store, page });
      byKey.set(page.key, list);
    }
  }
  const loc = (store: SitemapStore, page: SitemapPage) => absoluteUrl(origin, localizePath(page.path, store.urlPrefix));
  const urls: string[] = [];
  for (const store of stores) {
    const seen = new Set<string>();
    for (const page of pagesByStore.get(store.storeCode) ?? []) {
      if (seen.has(page.key)) continue;
      seen.add(page.key);
      const siblings = byKey.get(page.key) ?? [];
      const links =
        siblings.length > 1
          ? siblings.map((s) => `\n    <xhtml:link rel="alternate" hreflang="${xmlEscape(s.store.locale)}" href="${xmlEscape(loc(s.store, s.page))}"/>`).join('')
          : '';
      const lastmod = page.lastmod && !Number.isNaN(Date.parse(page.lastmod)) ? `\n    <lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : '';
      urls.push(`  <url>\n    <loc>${xmlEscape(loc(store, page))}</loc>${lastmod}${links}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Runs every source for every store; a failing source is logged and skipped. */
export async function collectSitemapPages(sources: readonly SitemapSource[], stores: readonly SitemapStore[]): Promise<Map<string, SitemapPage[]>> {
  const out = new Map<string, SitemapPage[]>();
  await Promise.all(
    stores.map(async (store) => {
      const lists = await Promise.all(
        sources.map((source) =>
          source.pages(store.storeCode).catch((error: unknown) => {
            console.error(`[sitemap] source ${source.name} failed for ${store.storeCode}:`, (error as Error).message);
            return [] as SitemapPage[];
          }),
        ),
      );
      out.set(store.storeCode, lists.flat());
    }),
  );
  return out;
}

/** robots.txt: everything crawlable except cart, checkout and order pages in every store; points at the sitemap. */
export function renderRobots(origin: string, stores: readonly SitemapStore[]): string {
  const privatePaths = ['/cart', '/checkout', '/success'];
  const lines = ['User-agent: *', 'Disallow: /api/'];
  for (const store of stores) for (const p of privatePaths) lines.push(`Disallow: ${localizePath(p, store.urlPrefix)}`);
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
