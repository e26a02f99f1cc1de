import { BANNER_CONFIG_PATHS, type ConfigEntry, type PromotedBanner, type PromotedBanners } from '@encore/contracts';

function banner(value: unknown): PromotedBanner | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.title !== 'string' || typeof v.link !== 'string') return null;
  // Only shop paths or web addresses: configuration is editor input.
  if (!/^\/(?!\/)/.test(v.link) && !/^https?:\/\//i.test(v.link)) return null;
  return {
    title: v.title,
    link: v.link,
    ...(typeof v.text === 'string' ? { text: v.text } : {}),
    ...(typeof v.image === 'string' && /^[a-z0-9/_-]+$/i.test(v.image) ? { image: v.image } : {}),
    ...(typeof v.tone === 'string' && /^[a-z]+$/.test(v.tone) ? { tone: v.tone } : {}),
  };
}

const list = (value: unknown): PromotedBanner[] => (Array.isArray(value) ? value.map(banner).filter((b): b is PromotedBanner => b !== null) : []);

/** Reads the four banner configuration entries; malformed banners are left out rather than breaking the home page. */
export function toBanners(entries: readonly ConfigEntry[]): PromotedBanners {
  const value = (path: string) => entries.find((e) => e.path === path)?.value;
  return {
    headImage: banner(value(BANNER_CONFIG_PATHS.headImage)),
    mainBanners: list(value(BANNER_CONFIG_PATHS.mainBanners)),
    smallBanners: list(value(BANNER_CONFIG_PATHS.smallBanners)),
    productBanners: list(value(BANNER_CONFIG_PATHS.productBanners)),
  };
}

/** The artwork size used for banners (the gallery size of the media service). */
export const bannerImageUrl = (image: string) => `/media/${image}-600x744.webp`;
