import { data } from 'react-router';
import type { Route } from './+types/order-tracking';
import { OrderDetail } from '#app/features/account/order-detail.tsx';
import { openOrder, type OrderAccessData } from '#app/features/tickets/order-access.server.ts';
import { OrderAccessForm } from '#app/features/tickets/order-access-form.tsx';
import { TicketDownload } from '#app/features/tickets/ticket-download.tsx';
import { trackedOrderView } from '#app/features/tickets/tracked-order.ts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { privatePageMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

export function loader({ request }: Route.LoaderArgs) {
  const intl = serverIntl(resolveStoreView(request).i18n.defaultLocale);
  return { seo: { title: intl.formatMessage({ id: 'meta.orderTracking.title' }) } };
}

/** A guest's order by number and e-mail: an unknown number and a wrong e-mail get the same answer. */
export async function action({ request }: Route.ActionArgs) {
  const outcome = await orUnavailable(() => openOrder(request, resolveStoreView(request), { order: true }));
  return data<OrderAccessData>(outcome.data, { status: outcome.status });
}

export default function OrderTracking({ actionData }: Route.ComponentProps) {
  const t = useT();
  const order = actionData?.order;
  return (
    <div className="container account-page order-tracking-page">
      <h1 className="page-title">{t('tickets.tracking.title')}</h1>
      {order && actionData?.downloadPath ? (
        <>
          <OrderDetail order={trackedOrderView(order)} backToList={false}>
            {order.status === 'complete' ? <TicketDownload downloadPath={actionData.downloadPath} /> : <p>{t('tickets.tracking.notYet')}</p>}
          </OrderDetail>
          <p>
            <Link to="/order-tracking">{t('tickets.tracking.again')}</Link>
          </p>
        </>
      ) : (
        <section className="panel">
          <p>{t('tickets.tracking.intro')}</p>
          <OrderAccessForm data={actionData} submitLabel={t('tickets.tracking.submit')} />
        </section>
      )}
    </div>
  );
}
