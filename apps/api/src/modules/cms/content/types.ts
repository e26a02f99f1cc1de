import type { StaticPageIdentifier } from '@encore/contracts';
/** Seed content of one store: CMS pages by identifier and CMS blocks by identifier. */
export interface PageText {
  title: string;
  heading: string;
  meta: string;
  html: string;
}

export interface StoreContent {
  pages: Record<StaticPageIdentifier, PageText>;
  blocks: Record<BlockIdentifier, { title: string; html: string }>;
}

export { STATIC_PAGE_IDENTIFIERS, type StaticPageIdentifier } from '@encore/contracts';

export const BLOCK_IDENTIFIERS = ['footer-about', 'footer-service', 'home-intro'] as const;
export type BlockIdentifier = (typeof BLOCK_IDENTIFIERS)[number];
