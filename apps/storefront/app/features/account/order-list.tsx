import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { orderStatusLabel, type OrderView } from './order-view.ts';
import { useOrderFormat } from './use-order-format.ts';

/** The order history as a table (number, date, status, total) with links between its pages. */
export function OrderList({ orders, page, pages }: { orders: OrderView[]; page: number; pages: number }) {
  const t = useT();
  const fmt = useOrderFormat();
  if (orders.length === 0) return <p data-testid="orders-empty">{t('account.orders.empty')}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="order-table" data-testid="order-list">
          <thead>
            <tr>
              <th scope="col">{t('account.orders.number')}</th>
              <th scope="col">{t('account.orders.date')}</th>
              <th scope="col">{t('account.orders.status')}</th>
              <th scope="col">{t('account.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} data-testid="order-row">
                <th scope="row">
                  <Link to={`/my-account/orders/${o.id}`}>{o.number}</Link>
                </th>
                <td>
                  <time dateTime={o.createdAt}>{fmt.date(o.createdAt)}</time>
                </td>
                <td>{orderStatusLabel(o.status, t)}</td>
                <td>{fmt.money(o.grandTotal, o.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="pager" aria-label={t('account.orders.pages')}>
          {page > 1 && (
            <Link to={`/my-account/orders?page=${page - 1}`} rel="prev">
              {t('account.orders.previous')}
            </Link>
          )}
          <span>{t('account.orders.pageOf', { page, pages })}</span>
          {page < pages && (
            <Link to={`/my-account/orders?page=${page + 1}`} rel="next">
              {t('account.orders.next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
