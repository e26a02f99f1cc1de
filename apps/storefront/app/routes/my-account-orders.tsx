import type { Route } from './+types/my-account-orders';
import { ordersQuerySchema } from '@encore/contracts';
import { accountPageData } from '#app/features/account/account-page.server.ts';
import { AccountFrame } from '#app/features/account/account-frame.tsx';
import { OrderList } from '#app/features/account/order-list.tsx';
import { loadOrderPage, ORDERS_PAGE_SIZE } from '#app/features/account/orders.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { readQuery } from '#app/lib/request-input.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/** The customer's orders, 20 a page (`?page=`), newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await accountPageData(request, 'account.orders.title');
  const { page: number } = readQuery(request, ordersQuerySchema);
  const history = page.customer ? await loadOrderPage(page.customer.token, number) : { orders: [], total: 0 };
  return { seo: page.seo, signedIn: page.customer !== null, ...history, page: number, pages: Math.max(1, Math.ceil(history.total / ORDERS_PAGE_SIZE)) };
}

export default function MyAccountOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountFrame signedIn={loaderData.signedIn}>
      <section className="account-section" aria-labelledby="orders-title">
        <h2 id="orders-title">{t('account.orders.title')}</h2>
        <OrderList orders={loaderData.orders} page={loaderData.page} pages={loaderData.pages} />
      </section>
    </AccountFrame>
  );
}
