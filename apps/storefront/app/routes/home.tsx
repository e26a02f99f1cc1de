import type { Route } from './+types/home';
import { loadHomeCollections } from '#app/features/catalog/catalog.server.ts';
import { EventGrid } from '#app/features/catalog/event-card.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const { newest, bestsellers } = await loadHomeCollections(storeView);
  return {
    newest,
    bestsellers,
    seo: { title: intl.formatMessage({ id: 'meta.home.title' }), description: intl.formatMessage({ id: 'meta.home.description' }) },
  };
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
      <Collection id="nyheter" title={t('home.new')} events={loaderData.newest} eager />
      <Collection id="mest-salda" title={t('home.bestsellers')} events={loaderData.bestsellers} />
    </>
  );
}

function Collection({ id, title, events, eager = false }: { id: string; title: string; events: Route.ComponentProps['loaderData']['newest']; eager?: boolean }) {
  const t = useT();
  return (
    <section className="collection container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {events.length ? <EventGrid events={events} eagerCount={eager ? 4 : 0} /> : <p className="muted">{t('home.empty')}</p>}
    </section>
  );
}
