import { STATIC_PAGE_IDENTIFIERS } from '@encore/contracts';

/**
 * The shop's static content pages (legal, privacy, returns, delivery, ... and /contact):
 * each is a route of its own whose CMS page identifier is its path.
 */
export const STATIC_PAGES = STATIC_PAGE_IDENTIFIERS;

/** The address of a CMS page: its static route when it has one, otherwise `/i/{identifier}`. */
export function cmsPagePath(identifier: string): string {
  return (STATIC_PAGES as readonly string[]).includes(identifier) ? `/${identifier}` : `/i/${identifier}`;
}
