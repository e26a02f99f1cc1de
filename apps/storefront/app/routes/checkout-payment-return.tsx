import type { Route } from './+types/checkout-payment-return';
import { paymentReturnQuerySchema } from '@encore/contracts';
import { getCartId } from '#app/features/cart/cart.server.ts';
import { paymentReturnTarget } from '#app/features/payment/payment-return.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { isApiUnavailable } from '#app/lib/api-unavailable.server.ts';
import { readQuery } from '#app/lib/request-input.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

/** Answers depend on the visitor's cart: never stored by a cache. */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export function meta({ data }: Route.MetaArgs) {
  // While the outcome is unknown the page asks again by itself every few seconds.
  return [...privatePageMeta(data?.seo), { httpEquiv: 'refresh', content: '3' }];
}

/** The shopper back from the payment provider (3-D Secure or an approval): on to the outcome's page. */
export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const { order_id: orderId } = readQuery(request, paymentReturnQuerySchema);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  try {
    const target = await paymentReturnTarget(storeView, await getCartId(request, storeView), orderId);
    if (target) throw target;
  } catch (error) {
    // Unreachable API: the outcome is simply not known yet, the page asks again.
    if (!isApiUnavailable(error)) throw error;
  }
  return { seo: { title: intl.formatMessage({ id: 'meta.paymentReturn.title' }) } };
}

export default function PaymentReturn() {
  const t = useT();
  return (
    <div className="container checkout-page">
      <div className="panel" role="status">
        <h1 className="page-title">{t('paymentReturn.title')}</h1>
        <p>{t('paymentReturn.text')}</p>
        <a className="button button--primary" href="">
          {t('paymentReturn.check')}
        </a>
      </div>
    </div>
  );
}
