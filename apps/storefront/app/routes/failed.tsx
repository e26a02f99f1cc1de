import type { Route } from './+types/failed';
import { failedQuerySchema } from '@encore/contracts';
import { failureText } from '#app/features/payment/failure-reason.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { readQuery } from '#app/lib/request-input.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/** The order failure page (spec route /failed): what went wrong, and the way back to try again. */
export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const { reason } = readQuery(request, failedQuerySchema);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  return { reason, seo: { title: intl.formatMessage({ id: 'meta.failed.title' }) } };
}

export default function Failed({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const why = failureText(loaderData.reason);
  return (
    <div className="container checkout-page">
      <div className="panel" role="alert">
        <h1 className="page-title">{t('failed.title')}</h1>
        <p className="form-error form-error--block" data-testid="failed-reason">
          {'text' in why ? why.text : t(why.messageId)}
        </p>
        <p>{t('failed.text')}</p>
        <p className="failed__actions">
          <Link to="/checkout" className="button button--primary">
            {t('failed.retry')}
          </Link>{' '}
          <Link to="/cart" className="button">
            {t('failed.cart')}
          </Link>
        </p>
      </div>
    </div>
  );
}
