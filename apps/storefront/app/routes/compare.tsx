import type { Route } from './+types/compare';
import { ComparePage } from '#app/features/compare/compare-page.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/** The compare list lives in the browser only; the server renders the frame. */
export function loader({ request }: Route.LoaderArgs) {
  const intl = serverIntl(resolveStoreView(request).i18n.defaultLocale);
  return { seo: { title: intl.formatMessage({ id: 'compare.title' }), description: intl.formatMessage({ id: 'compare.description' }) } };
}

export default function Compare() {
  const t = useT();
  return (
    <div className="container compare-page">
      <h1 className="page-title">{t('compare.title')}</h1>
      <ComparePage />
    </div>
  );
}
