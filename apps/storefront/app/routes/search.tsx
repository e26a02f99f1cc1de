import type { Route } from './+types/search';
import { searchQuerySchema } from '@encore/contracts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { EventGrid } from '#app/features/catalog/event-card.tsx';
import { cachedResults } from '#app/features/search/results-cache.ts';
import { searchEvents } from '#app/features/search/search.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { readQuery } from '#app/lib/request-input.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';
import { Form } from 'react-router';
import { useLocalizedPath } from '#app/lib/link.tsx';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

export function loader({ request }: Route.LoaderArgs) {
  return orUnavailable(async () => {
    const storeView = resolveStoreView(request);
    const { q } = readQuery(request, searchQuerySchema);
    const result = await searchEvents(storeView, q);
    const intl = serverIntl(storeView.i18n.defaultLocale);
    return { ...result, seo: { title: result.q ? intl.formatMessage({ id: 'search.pageTitleFor' }, { q: result.q }) : intl.formatMessage({ id: 'search.pageTitle' }) } };
  });
}

/** Client navigations reuse results of an identical earlier request (cached by request hash). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return cachedResults({ path: url.pathname, q: url.searchParams.get('q') ?? '' }, () => serverLoader());
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizedPath();
  const { q, events, total } = loaderData;
  return (
    <div className="container search-page">
      <h1 className="page-title">{q ? t('search.resultsFor', { q }) : t('search.pageTitle')}</h1>
      <Form method="get" action={localize('/search')} role="search" className="search-page__form">
        <label htmlFor="search-page-q">{t('search.label')}</label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} key={q} maxLength={200} />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </Form>
      {q && (
        <p className="muted" role="status" data-testid="search-total">
          {t('search.total', { total })}
        </p>
      )}
      {events.length > 0 ? <EventGrid events={events} headingLevel={2} /> : q ? <p className="empty-state">{t('search.none')}</p> : null}
    </div>
  );
}
