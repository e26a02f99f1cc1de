/**
 * How the browser build is cut into files. Left to itself the bundler made about 35 small chunks that
 * every first visit fetched, each paying a request and its headers on a slow link. Every page needs
 * the libraries and the layout, so they go into two files; code of one page or a few pages is still
 * split by the bundler as it sees fit.
 */

/** Modules of the layout, with the few small parts the browsing pages (home, category, event) share. */
const SHELL_MODULES = [
  'app/root.tsx',
  'app/entry.client.tsx',
  'app/routes/store-layout.tsx',
  'app/i18n/catalogue/merge.ts',
  'app/lib/seo.ts',
  'app/features/account/recently-viewed.ts',
  'app/features/catalog/event-card.tsx',
  'app/features/catalog/paged-events.tsx',
  'app/features/catalog/stock.ts',
  'app/features/event/live-event.ts',
  'app/features/layout/breadcrumbs.tsx',
  'app/features/layout/page-header.tsx',
  'app/features/layout/titled-section.tsx',
  'app/features/places/place-tiles.tsx',
  'app/features/places/places.ts',
  'packages/domain/src/stock/stock-level.ts',
  'packages/domain/src/hold/hold-timer.ts',
];

const LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|zustand)[\\/]/;

export const clientChunkGroups = [
  { name: 'framework', test: LIBRARIES, priority: 20 },
  {
    // What these modules import comes along with them: a group takes the static imports of what it captures.
    name: 'shell',
    test: (id: string) => {
      const path = id.replaceAll('\\', '/');
      return SHELL_MODULES.some((module) => path.includes(`/${module}`));
    },
    priority: 10,
  },
];
