import { data } from 'react-router';
import type { Route } from './+types/home';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { loadHomeCollections } from '#app/features/catalog/catalog.server.ts';
import { EventGrid } from '#app/features/catalog/event-card.tsx';
import { loadHomeContent } from '#app/features/cms/cms.server.ts';
import { HomeCmsContent } from '#app/features/cms/promoted-banners.tsx';
import { TitledSection } from '#app/features/layout/titled-section.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { isValidStoreParam, resolveStoreView } from '#app/lib/store-view.ts';
import { PopularBlock } from '#app/features/places/place-tiles.tsx';
import { CITIES_PATH, VENUES_PATH } from '#app/features/places/places.ts';
import { loadHomePlaces } from '#app/features/places/places.server.ts';

import { buildSeo } from '#app/features/seo/seo.server.ts';

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export function loader({ request, params }: Route.LoaderArgs) {
  return orUnavailable(async () => {
    // '/kundtjanst' matches ':store?' as a store: the store layout resolves it as an unknown URL, so skip the home's API calls.
    if (!isValidStoreParam(params.store)) throw data(null, { status: 404 });
    const storeView = resolveStoreView(request);
    const intl = serverIntl(storeView.i18n.defaultLocale);
    const [{ newest, bestsellers }, places, cms] = await Promise.all([loadHomeCollections(storeView), loadHomePlaces(storeView), loadHomeContent(storeView)]);
    return {
      newest,
      bestsellers,
      places,
      cms,
      seo: buildSeo(request, storeView, { title: intl.formatMessage({ id: 'meta.home.title' }), description: intl.formatMessage({ id: 'meta.home.description' }) }),
    };
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const firstCategory = useRootData()?.menu[0];
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{t('home.hero.title')}</h1>
          <p className="hero__text">{t('home.hero.text')}</p>
          {firstCategory && (
            <Link to={firstCategory.path} className="button button--primary button--large">
              {t('home.hero.cta')}
            </Link>
          )}
        </div>
      </section>
      <HomeCmsContent content={loaderData.cms} />
      {/* Below a lead banner the posters wait for the browser's lazy loading, so they do not hold the banner back. */}
      <Collection id="nyheter" title={t('home.new')} events={loaderData.newest} eager={!loaderData.cms.banners.headImage} />
      <Collection id="mest-salda" title={t('home.bestsellers')} events={loaderData.bestsellers} />
      <PopularBlock id="populara-artister" title={t('places.home.artists')} items={loaderData.places.artists} />
      <PopularBlock id="populara-arenor" title={t('places.home.venues')} items={loaderData.places.venues} allPath={VENUES_PATH} allLabel={t('places.allVenues')} />
      <PopularBlock id="populara-stader" title={t('places.home.cities')} items={loaderData.places.cities} allPath={CITIES_PATH} allLabel={t('places.allCities')} />
    </>
  );
}

function Collection({ id, title, events, eager = false }: { id: string; title: string; events: Route.ComponentProps['loaderData']['newest']; eager?: boolean }) {
  const t = useT();
  return (
    <TitledSection id={`${id}-title`} className="collection container" title={title}>
      {events.length ? <EventGrid events={events} eagerCount={eager ? 4 : 0} /> : <p className="muted">{t('home.empty')}</p>}
    </TitledSection>
  );
}
