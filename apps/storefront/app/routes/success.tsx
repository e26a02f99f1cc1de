import { data, redirect } from 'react-router';
import type { Route } from './+types/success';
import { successQuerySchema } from '@encore/contracts';
import { buyerEmail } from '#app/features/tickets/buyer-cookie.server.ts';
import { openChecked, openOrder, type OrderAccessData } from '#app/features/tickets/order-access.server.ts';
import { OrderAccessForm } from '#app/features/tickets/order-access-form.tsx';
import { ReviewInvitation } from '#app/features/tickets/review-invitation.tsx';
import { TicketDownload } from '#app/features/tickets/ticket-download.tsx';
import { CashOnDeliveryPanel } from '#app/features/checkout-steps/steps/cash-on-delivery.tsx';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { readQuery } from '#app/lib/request-input.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const { order: orderNumber } = readQuery(request, successQuerySchema);
  if (!orderNumber) throw redirect(localizePath('/', storeView.urlPrefix));
  const intl = serverIntl(storeView.i18n.defaultLocale);
  // The buyer of this browser gets the tickets right away; anyone else names the order's e-mail first.
  const email = await buyerEmail(request);
  const opened = email ? await openChecked(storeView, { orderNumber, email }, { review: true }).catch(() => null) : null;
  return { orderNumber, opened: opened?.status === 200 ? opened.data : null, seo: { title: intl.formatMessage({ id: 'meta.success.title' }) } };
}

/**
 * The tickets of the order just placed: the buyer names the e-mail they ordered with, which opens the
 * order's signed link (as the confirmation e-mail carries it) and its review invitation.
 */
export async function action({ request }: Route.ActionArgs) {
  const outcome = await orUnavailable(() => openOrder(request, resolveStoreView(request), { review: true }));
  return data<OrderAccessData>(outcome.data, { status: outcome.status });
}

export default function Success({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const access = actionData ?? loaderData.opened ?? undefined;
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
        <section className="success__tickets" aria-labelledby="success-tickets-title">
          <h2 id="success-tickets-title">{t('tickets.success.title')}</h2>
          {access?.payOnDelivery ? (
            <CashOnDeliveryPanel />
          ) : access?.downloadPath ? (
            <TicketDownload downloadPath={access.downloadPath} />
          ) : (
            <>
              <p>{t('tickets.success.ask')}</p>
              <OrderAccessForm data={access} orderNumber={loaderData.orderNumber} submitLabel={t('tickets.success.submit')} />
            </>
          )}
        </section>
        {access?.reviewUrl && <ReviewInvitation url={access.reviewUrl} />}
        <Link to="/" className="button button--outline">
          {t('success.continue')}
        </Link>
      </div>
    </div>
  );
}
