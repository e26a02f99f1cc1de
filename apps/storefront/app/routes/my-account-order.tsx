import type { Route } from './+types/my-account-order';
import { orderParamsSchema } from '@encore/contracts';
import { data } from 'react-router';
import { accountPageData } from '#app/features/account/account-page.server.ts';
import { AccountNav } from '#app/features/account/account-nav.tsx';
import { LoginRequired } from '#app/features/account/login-required.tsx';
import { OrderDetail } from '#app/features/account/order-detail.tsx';
import { loadOwnOrder } from '#app/features/account/orders.server.ts';
import { TicketDownload } from '#app/features/tickets/ticket-download.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { readParams } from '#app/lib/request-input.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/** One of the customer's own orders; any other order id is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const parsed = readParams(params, orderParamsSchema);
  if (!parsed) throw data(null, { status: 404 });
  const page = await accountPageData(request, 'account.orders.detailTitle');
  const order = page.customer ? await loadOwnOrder(page.customer.token, parsed.orderId) : null;
  return { seo: page.seo, signedIn: page.customer !== null, order };
}

export default function MyAccountOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.signedIn || !loaderData.order) return <LoginRequired />;
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.myAccount.title')}</h1>
      <AccountNav />
      <OrderDetail order={loaderData.order}>
        {loaderData.order.status === 'complete' && (
          <section aria-labelledby="order-tickets-title">
            <h3 id="order-tickets-title">{t('tickets.myOrder.title')}</h3>
            <TicketDownload downloadPath={`/my-account/orders/${loaderData.order.id}/tickets`} storePage />
          </section>
        )}
      </OrderDetail>
    </div>
  );
}
