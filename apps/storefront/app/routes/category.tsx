import { data } from 'react-router';
import { resolveUnknownUrl } from '#app/features/url/url-resolver.server.ts';
import type { Route } from './+types/category';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { PagedEvents } from '#app/features/catalog/paged-events.tsx';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PageHeader } from '#app/features/layout/page-header.tsx';
import { FacetPanel } from '#app/features/listing/facet-panel.tsx';
import { ListingWarning } from '#app/features/listing/listing-warning.tsx';
import { FACET_ORDER, loadCategoryListing } from '#app/features/listing/listing.server.ts';
import { facetGroups, periodGroup, sortLinks } from '#app/features/listing/listing-view.ts';
import { SortControl } from '#app/features/listing/sort-control.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { activeFilterCount, listingRouteQuery } from '@encore/domain';
import { seoMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';
import { PopularBlock } from '#app/features/places/place-tiles.tsx';
import { loadPopular } from '#app/features/places/places.server.ts';
import { categoryPaths } from '#app/features/seo/alternates.server.ts';
import { buildSeo } from '#app/features/seo/seo.server.ts';
import { readQuery, readQueryLists } from '#app/lib/request-input.server.ts';
import { listingQuerySchema, pageQuerySchema } from '@encore/contracts';


export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export function loader({ request, params }: Route.LoaderArgs) {
  return orUnavailable(async () => {
    const storeView = resolveStoreView(request);
    const query = { page: readQuery(request, pageQuerySchema).page, params: readQueryLists(request, listingQuerySchema) };
    const result = await loadCategoryListing(storeView, params['*'] ?? '', query, (categoryId) => loadPopular(storeView, 'popularArtists', { categoryId }));
    // An old address of a renamed category or event may have a rewrite; otherwise this is the 404 page.
    if (result.kind === 'not-found') return resolveUnknownUrl(request);
    const intl = serverIntl(storeView.i18n.defaultLocale);
    if (result.kind === 'unavailable') {
      return data({ ...result, seo: { title: intl.formatMessage({ id: 'meta.category.title' }, { name: result.title }), description: '' } }, { status: 503 });
    }
    const { name } = result.category;
    // An artist category's own list would only name itself.
    const popularArtists = result.alongside.filter((a) => a.id !== result.category.id);
    const view = result.listing && {
      ...result.listing,
      groups: [
        ...facetGroups(result.category.path, result.listing.state, result.listing.facets, FACET_ORDER),
        ...[periodGroup(result.category.path, result.listing.state, result.listing.periodMonths)].filter((g) => g !== null),
      ],
      sorts: sortLinks(result.category.path, result.listing.state),
      activeCount: activeFilterCount(result.listing.state),
    };
    return {
      kind: 'ok' as const,
      category: result.category,
      breadcrumbs: result.breadcrumbs,
      listing: view,
      popularArtists,
      seo: buildSeo(request, storeView, {
        title: intl.formatMessage({ id: 'meta.category.title' }, { name }),
        description: result.category.description || intl.formatMessage({ id: 'meta.category.description' }, { name }),
        paths: await categoryPaths(result.category.id),
      }),
    };
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.kind === 'unavailable') {
    return (
      <div className="container category-page">
        <h1 className="page-title">{loaderData.title}</h1>
        <ListingWarning />
      </div>
    );
  }
  const { category, breadcrumbs, listing, popularArtists } = loaderData;
  return (
    <div className="container category-page">
      <Breadcrumbs items={breadcrumbs} />
      <PageHeader title={category.name} lead={category.description} />
      {listing ? <Listing path={category.path} listing={listing} /> : <ListingWarning />}
      {!listing && <p className="muted">{t('listing.unavailableHint')}</p>}
      <PopularBlock id="kategori-artister" title={t('places.category.artists')} items={popularArtists} contained={false} />
    </div>
  );
}

type ListingView = NonNullable<Extract<Route.ComponentProps['loaderData'], { kind: 'ok' }>['listing']>;

const PAGING = { count: 'category.count', more: 'category.more', loading: 'category.loading' };

function Listing({ path, listing }: { path: string; listing: ListingView }) {
  const t = useT();
  const { events, total, page, state } = listing;
  return (
    <div className="listing">
      <FacetPanel groups={listing.groups} resetHref={path} activeCount={listing.activeCount + (state.sort ? 1 : 0)} />
      <div className="listing__main">
        <div className="listing__toolbar">
          <p className="listing__total" data-testid="listing-total">
            {t('listing.total', { total })}
          </p>
          <SortControl pathname={path} state={state} links={listing.sorts} />
        </div>
        <PagedEvents
          events={events}
          total={total}
          page={page}
          empty={listing.activeCount > 0 ? t('listing.noMatches') : t('category.empty')}
          messages={PAGING}
          keep={[...listingRouteQuery(state).entries()]}
          headingLevel={2}
        />
      </div>
    </div>
  );
}

