import { redirect } from 'react-router';
import type { Route } from './+types/success';
import { successQuerySchema } from '@encore/contracts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { readQuery } from '#app/lib/request-input.server.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...seoMeta(data?.seo), { name: 'robots', content: 'noindex' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const { order: orderNumber } = readQuery(request, successQuerySchema);
  if (!orderNumber) throw redirect(localizePath('/', storeView.urlPrefix));
  const intl = serverIntl(storeView.i18n.defaultLocale);
  return { orderNumber, seo: { title: intl.formatMessage({ id: 'meta.success.title' }) } };
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container success-page">
      <div className="panel success">
        <div className="success__icon" aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h1 className="page-title">{t('success.title')}</h1>
        <p className="success__order" data-testid="order-number">
          {t('success.orderNumber', { orderNumber: loaderData.orderNumber })}
        </p>
        <p className="success__text">{t('success.text')}</p>
        <Link to="/" className="button button--primary">
          {t('success.continue')}
        </Link>
      </div>
    </div>
  );
}
