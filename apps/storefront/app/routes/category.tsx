import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/category';
import { loadCategoryPage } from '#app/features/catalog/catalog.server.ts';
import { EventGrid } from '#app/features/catalog/event-card.tsx';
import { hasMore, parsePage } from '#app/features/catalog/paging.ts';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const page = parsePage(new URL(request.url).searchParams);
  const result = await loadCategoryPage(storeView, params['*'] ?? '', page);
  if (!result) throw data(null, { status: 404 });
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const { name } = result.category;
  return {
    ...result,
    page,
    seo: {
      title: intl.formatMessage({ id: 'meta.category.title' }, { name }),
      description: result.category.description || intl.formatMessage({ id: 'meta.category.description' }, { name }),
    },
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { category, breadcrumbs, events, total, page } = loaderData;
  const loadingMore = navigation.state === 'loading' && navigation.location?.search.includes('page=');
  return (
    <div className="container category-page">
      <Breadcrumbs items={breadcrumbs} />
      <header className="page-header">
        <h1 className="page-title">{category.name}</h1>
        {category.description && <p className="page-lead">{category.description}</p>}
      </header>
      {events.length === 0 ? (
        <p className="muted empty-state">{t('category.empty')}</p>
      ) : (
        <>
          <EventGrid events={events} eagerCount={4} headingLevel={2} />
          <div className="load-more">
            <p className="load-more__count" aria-live="polite">
              {t('category.count', { shown: events.length, total })}
            </p>
            {hasMore(total, events.length) && (
              <Form method="get" preventScrollReset replace>
                <button type="submit" name="page" value={page + 1} className="button button--outline" disabled={loadingMore}>
                  {loadingMore ? t('category.loading') : t('category.more')}
                </button>
              </Form>
            )}
          </div>
        </>
      )}
    </div>
  );
}
