import { data } from 'react-router';
import { BANNER_CONFIG_PATHS, CMS_EMPTY_RESULT, type CmsBlock, type CmsPage, type ConfigEntry, type PromotedBanners, type StoreView } from '@encore/contracts';
import { apiCall, searchCatalog } from '#app/lib/api.server.ts';
import { sanitizeCmsHtml } from './sanitize-cms.server.ts';
import { toBanners } from './banners.ts';

export interface CmsPageView {
  identifier: string;
  title: string;
  heading: string;
  description: string;
  /** Sanitized HTML, safe to render. */
  html: string;
}

const IDENTIFIER = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * A CMS page of the store by identifier, sanitized for rendering. A missing
 * page is the API's 'CMS query returned empty result', which the visitor
 * sees as the 404 page.
 */
export async function loadCmsPage(store: StoreView, identifier: string): Promise<CmsPageView> {
  const r = IDENTIFIER.test(identifier)
    ? await apiCall<CmsPage>(`/api/ext/cms-data/cmsPageIdentifier/${encodeURIComponent(identifier)}/storeId/${store.storeId}`)
    : null;
  if (!r?.ok) {
    console.info(`${CMS_EMPTY_RESULT}: ${identifier}`);
    throw data(null, { status: 404, statusText: CMS_EMPTY_RESULT });
  }
  const page = r.result;
  return { identifier: page.identifier, title: page.title, heading: page.content_heading || page.title, description: page.meta_description, html: sanitizeCmsHtml(page.content, store.urlPrefix) };
}

const EMPTY: PromotedBanners = { mainBanners: [], smallBanners: [], productBanners: [], headImage: null };

/** The home page's promoted banners from the store's configuration; none when the configuration cannot be read. */
export async function loadBanners(store: StoreView): Promise<PromotedBanners> {
  try {
    const result = await searchCatalog<ConfigEntry>('config', { storeCode: store.storeCode, body: { filters: [{ attribute: 'path', value: { in: Object.values(BANNER_CONFIG_PATHS) } }] } });
    return toBanners(result.items);
  } catch (error) {
    // Banners decorate the home page; without them it still sells tickets.
    console.warn(`banners unavailable: ${(error as Error).message}`);
    return EMPTY;
  }
}

export interface CmsBlockView {
  title: string;
  /** Sanitized HTML, safe to render. */
  html: string;
}

/** A CMS block of the store by identifier, sanitized; null when there is none (blocks are optional decoration). */
export async function loadCmsBlock(store: StoreView, identifier: string): Promise<CmsBlockView | null> {
  try {
    const r = await apiCall<CmsBlock>(`/api/ext/cms-data/cmsBlockIdentifier/${encodeURIComponent(identifier)}/storeId/${store.storeId}`);
    return r.ok ? { title: r.result.title, html: sanitizeCmsHtml(r.result.content, store.urlPrefix) } : null;
  } catch (error) {
    console.warn(`CMS block ${identifier} unavailable: ${(error as Error).message}`);
    return null;
  }
}

export interface HomeContent {
  banners: PromotedBanners;
  intro: CmsBlockView | null;
}

/** The home page's CMS parts: promoted banners and the 'home-intro' block. */
export async function loadHomeContent(store: StoreView): Promise<HomeContent> {
  const [banners, intro] = await Promise.all([loadBanners(store), loadCmsBlock(store, 'home-intro')]);
  return { banners, intro };
}
