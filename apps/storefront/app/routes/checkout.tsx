import { data, redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { getCartId, clearCartId, loadCart } from '#app/features/cart/cart.server.ts';
import { CouponForm } from '#app/features/cart/coupon-form.tsx';
import { HoldCountdown } from '#app/features/cart/hold/hold-countdown.tsx';
import { CheckoutForm } from '#app/features/checkout/checkout-form.tsx';
import { submitOrder } from '#app/features/checkout/checkout.server.ts';
import { TitledSection } from '#app/features/layout/titled-section.tsx';
import { validatePersonal, type PersonalDetails } from '#app/features/checkout/validation.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link } from '#app/lib/link.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';
import { LineStock } from '#app/features/cart/line-stock.tsx';

export function meta({ data }: Route.MetaArgs) {
  return [...seoMeta(data?.seo), { name: 'robots', content: 'noindex' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const cart = await loadCart(storeView, await getCartId(request, storeView));
  return {
    cart,
    seo: { title: intl.formatMessage({ id: 'meta.checkout.title' }), description: intl.formatMessage({ id: 'meta.checkout.description' }) },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const storeView = resolveStoreView(request);
  const form = await request.formData();
  const values: PersonalDetails = {
    firstname: String(form.get('firstname') ?? '').slice(0, 100),
    lastname: String(form.get('lastname') ?? '').slice(0, 100),
    email: String(form.get('email') ?? '').slice(0, 200),
  };
  const fieldErrors = validatePersonal(values);
  const paymentToken = String(form.get('paymentToken') ?? '');
  const intl = serverIntl(storeView.i18n.defaultLocale);
  // Browser submissions (js=1) get expected failures with 200 and the error in the body
  // (no console noise); plain document posts keep the meaningful status.
  const status = (code: number) => (form.get('js') === '1' ? 200 : code);
  if (Object.keys(fieldErrors).length) return data({ fieldErrors, values, formError: intl.formatMessage({ id: 'checkout.fixErrors' }) }, { status: status(400) });
  if (!paymentToken) return data({ fieldErrors, values, formError: intl.formatMessage({ id: 'checkout.noscript' }) }, { status: status(400) });

  const cartId = await getCartId(request, storeView);
  if (!cartId) throw redirect(localizePath('/checkout', storeView.urlPrefix), 303);

  const outcome = await submitOrder(storeView, cartId, values, paymentToken);
  if (!outcome.ok) return data({ fieldErrors: {}, values, formError: outcome.message }, { status: status(outcome.status) });
  throw redirect(localizePath(`/success?order=${encodeURIComponent(outcome.orderNumber)}`, storeView.urlPrefix), {
    status: 303,
    headers: { 'Set-Cookie': await clearCartId(storeView) },
  });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const fmt = useFormat();
  const { cart } = loaderData;
  if (cart.lines.length === 0) {
    return (
      <div className="container checkout-page">
        <h1 className="page-title">{t('checkout.title')}</h1>
        <div className="empty-state panel">
          <p>{t('checkout.empty')}</p>
          <Link to="/" className="button button--primary">
            {t('checkout.emptyLink')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="container checkout-page">
      <h1 className="page-title">{t('checkout.title')}</h1>
      <div className="checkout">
        <TitledSection id="summary-title" className="checkout__summary panel" titleClassName="panel__title" title={t('checkout.summary')}>
          <ul className="summary-lines">
            {cart.lines.map((line) => (
              <li key={line.itemId} className="summary-line">
                {line.thumbnailUrl && <img src={line.thumbnailUrl} alt="" width={56} height={56} />}
                <div className="summary-line__info">
                  <p className="summary-line__name">{line.name}</p>
                  <p className="summary-line__meta">
                    {[line.ticketCategory, line.date ? fmt.eventDate(line.date) : null].filter(Boolean).join(' · ')}
                  </p>
                  <p className="summary-line__meta">
                    {line.qty} × {fmt.price(line.unitPrice)}
                  </p>
                  <LineStock line={line} />
                </div>
                <strong className="summary-line__total">{fmt.price(line.rowTotal)}</strong>
              </li>
            ))}
          </ul>
          <HoldCountdown />
          <p className="summary-delivery">{t('checkout.delivery')}</p>
          <CouponForm />
          {cart.coupon && (
            <p className="summary-discount">
              <span>{t('cart.coupon.discount')}</span>
              <strong data-testid="checkout-discount">{fmt.price(cart.coupon.discount)}</strong>
            </p>
          )}
          <p className="summary-total">
            <span>{t('checkout.total')}</span>
            <strong data-testid="checkout-total">{fmt.price(cart.grandTotal)}</strong>
          </p>
          <p className="microcart__vat">{t('microcart.vat')}</p>
        </TitledSection>
        <div className="checkout__form">
          <CheckoutForm actionData={actionData} totalLabel={fmt.price(cart.grandTotal)} />
        </div>
      </div>
    </div>
  );
}
