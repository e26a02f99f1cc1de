import type { ReactNode } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { orderStatusLabel, type OrderView } from './order-view.ts';
import { useOrderFormat } from './use-order-format.ts';

/**
 * One order: its number, date and status, its lines with quantities, and its totals; `children` come
 * after the totals (the tickets). The account's pages link back to the order list.
 */
export function OrderDetail({ order, children, backToList = true }: { order: OrderView; children?: ReactNode; backToList?: boolean }) {
  const t = useT();
  const fmt = useOrderFormat();
  return (
    <section className="account-section" aria-labelledby="order-title" data-testid="order-detail">
      <h2 id="order-title">{t('account.orders.detailHeading', { number: order.number })}</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('account.orders.date')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{fmt.date(order.createdAt)}</time>
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('account.orders.status')}</dt>
          <dd data-testid="order-status">{orderStatusLabel(order.status, t)}</dd>
        </div>
      </dl>
      <div className="table-scroll">
        <table className="order-table">
          <thead>
            <tr>
              <th scope="col">{t('account.orders.item')}</th>
              <th scope="col">{t('account.orders.category')}</th>
              <th scope="col">{t('account.orders.quantity')}</th>
              <th scope="col">{t('account.orders.rowTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((i) => (
              <tr key={i.sku} data-testid="order-item">
                <th scope="row">
                  {i.name}
                  {i.seats && i.seats.length > 0 && (
                    <ul className="order-table__seats">
                      {i.seats.map((s, n) => (
                        <li key={n}>{[s.row && t('account.orders.row', { row: s.row }), s.seat && t('account.orders.seat', { seat: s.seat })].filter(Boolean).join(', ')}</li>
                      ))}
                    </ul>
                  )}
                </th>
                <td data-testid="order-item-category">{i.category ?? ''}</td>
                <td>{i.qty}</td>
                <td>{fmt.money(i.rowTotal, order.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {order.parts && (
              <>
                <TotalRow label={t('account.orders.subtotal')} value={fmt.money(order.parts.subtotal, order.currency)} />
                <TotalRow label={t('account.orders.shipping')} value={fmt.money(order.parts.shipping, order.currency)} />
                {order.parts.discount !== 0 && <TotalRow label={t('account.orders.discount')} value={fmt.money(order.parts.discount, order.currency)} />}
              </>
            )}
            <tr>
              <th scope="row" colSpan={3}>
                {t('account.orders.total')}
              </th>
              <td data-testid="order-total">{fmt.money(order.grandTotal, order.currency)}</td>
            </tr>
            {order.parts && <TotalRow label={t('account.orders.tax')} value={fmt.money(order.parts.tax, order.currency)} />}
            {order.totalDue !== undefined && (
              <tr>
                <th scope="row" colSpan={3}>
                  {t('account.orders.totalDue')}
                </th>
                <td>{fmt.money(order.totalDue, order.currency)}</td>
              </tr>
            )}
          </tfoot>
        </table>
      </div>
      {children}
      {backToList && (
        <p>
          <Link to="/my-account/orders">{t('account.orders.back')}</Link>
        </p>
      )}
    </section>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td>{value}</td>
    </tr>
  );
}
