import type { StaticPageIdentifier } from '@encore/contracts';
import type { BannerTexts } from './banners.ts';
/** Seed content of one store: CMS pages by identifier, CMS blocks by identifier and the words of the home page banners. */
export interface PageText {
  title: string;
  heading: string;
  meta: string;
  html: string;
}

export interface StoreContent {
  pages: Record<StaticPageIdentifier, PageText>;
  blocks: Record<BlockIdentifier, { title: string; html: string }>;
  banners: BannerTexts;
}

export { STATIC_PAGE_IDENTIFIERS, type StaticPageIdentifier } from '@encore/contracts';

export const BLOCK_IDENTIFIERS = ['footer-about', 'footer-service', 'home-intro'] as const;
export type BlockIdentifier = (typeof BLOCK_IDENTIFIERS)[number];
