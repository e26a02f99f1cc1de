import { useState } from 'react';
import { data, redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/checkout';
import { checkoutFormSchema } from '@encore/contracts';
import { clearCartId, getCartId, loadCart } from '#app/features/cart/cart.server.ts';
import { CouponForm } from '#app/features/cart/coupon-form.tsx';
import { HoldCountdown } from '#app/features/cart/hold/hold-countdown.tsx';
import { CheckoutForm, type CheckoutActionData } from '#app/features/checkout/checkout-form.tsx';
import { checkout, type CheckoutAnswer } from '#app/features/checkout/checkout.server.ts';
import { newOrderId } from '#app/features/checkout/validation.ts';
import { takeLinkedCart } from '#app/features/checkout/linked-cart.server.ts';
import { rememberBuyer } from '#app/features/tickets/buyer-cookie.server.ts';
import { HandoverPanel } from '#app/features/checkout/handover-panel.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { detailsFrom, withoutSecrets } from '#app/features/checkout-steps/checkout-rules.ts';
import { loadCheckoutSteps } from '#app/features/checkout-steps/checkout-steps.server.ts';
import { orderSummary, shippingKey } from '#app/features/checkout-steps/order-summary.ts';
import { useShippingTitle } from '#app/features/checkout-steps/steps/delivery-step.tsx';
import { TitledSection } from '#app/features/layout/titled-section.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link } from '#app/lib/link.tsx';
import { privatePageMeta } from '#app/lib/seo.ts';
import { isApiUnavailable, UNAVAILABLE_STATUS, unavailableMessage } from '#app/lib/api-unavailable.server.ts';
import { readForm } from '#app/lib/request-input.server.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';
import { LineStock } from '#app/features/cart/line-stock.tsx';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  await takeLinkedCart(request, storeView);
  const cartId = await getCartId(request, storeView);
  const cart = await loadCart(storeView, cartId);
  // A visitor with a cart the API cannot show gets the shop-unavailable page, not an empty checkout.
  if (cart.unavailable) throw data(null, { status: UNAVAILABLE_STATUS });
  return {
    cart,
    steps: await loadCheckoutSteps(storeView, cart.lines.length ? cartId : null),
    // The card is tokenised in the browser for this cart (the cookie that names it is httpOnly).
    cartId: cartId ?? '',
    // A checkout link that no longer opens (see server/checkout-link.js).
    linkExpired: new URL(request.url).searchParams.get('link') === 'expired',
    // The checkout attempt's id, sent with every submit of this attempt (the idempotency key of its payment).
    orderId: newOrderId(),
    seo: { title: intl.formatMessage({ id: 'meta.checkout.title' }), description: intl.formatMessage({ id: 'meta.checkout.description' }) },
  };
}

/**
 * The order: the form is read and parsed (4xx with its reason when it cannot be), the checkout rules
 * decide, and a placed order goes to the confirmation page. Scripted submissions (js=1) get expected
 * refusals with 200 and the reason in the body (no console noise); plain posts keep the meaningful status.
 */
export async function action({ request }: Route.ActionArgs) {
  const storeView = resolveStoreView(request);
  const form = await readForm(request, checkoutFormSchema);
  if (!form.ok) return data<CheckoutActionData>({ fieldErrors: {}, formError: form.message }, { status: form.status });
  let outcome;
  try {
    outcome = await checkout(request, storeView, form.value);
  } catch (error) {
    if (!isApiUnavailable(error)) throw error;
    console.error('[checkout] API unavailable:', error.message);
    // The order may have been placed meanwhile: the retry goes out under the same order id and finds it.
    return data<CheckoutAnswer>({ fieldErrors: {}, values: withoutSecrets(detailsFrom((field) => form.value[field])), formError: unavailableMessage(storeView), orderId: form.value.orderId }, { status: UNAVAILABLE_STATUS });
  }
  if (outcome.kind === 'no-cart') throw redirect(localizePath('/checkout', storeView.urlPrefix), 303);
  if (outcome.kind === 'refused') return data(outcome.data, { status: form.value.js === '1' ? 200 : outcome.status });
  // 3-D Secure or an approval at the provider: the browser loads the provider's page (no route of the shop).
  const buyer = await rememberBuyer(form.value.email);
  if (outcome.kind === 'action') throw redirectDocument(outcome.url, { status: 303, headers: { 'Set-Cookie': buyer } });
  const headers = new Headers();
  headers.append('Set-Cookie', await clearCartId(storeView));
  headers.append('Set-Cookie', buyer);
  throw redirect(localizePath(`/success?order=${encodeURIComponent(outcome.orderNumber)}`, storeView.urlPrefix), { status: 303, headers });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const fmt = useFormat();
  const { cart, cartId, steps, linkExpired } = loaderData;
  const signedIn = useRootData()?.signedIn ?? false;
  const linkNotice = linkExpired && (
    <p className="form-error" role="alert" data-testid="checkout-link-expired">
      {t('checkout.linkExpired')}
    </p>
  );
  // The chosen delivery changes the total, in the summary and on the pay button alike.
  const [shipping, setShipping] = useState(steps.defaultShipping);
  const shippingTitle = useShippingTitle();
  const method = steps.shippingMethods.find((m) => shippingKey(m) === shipping);
  const summary = steps.totals ? orderSummary(steps.totals, method) : null;
  const payTotal = summary?.grandTotal ?? cart.grandTotal;
  if (cart.lines.length === 0) {
    return (
      <div className="container checkout-page">
        <h1 className="page-title">{t('checkout.title')}</h1>
        {linkNotice}
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
      {linkNotice}
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
          <p className="summary-delivery">{method ? shippingTitle(method) : t('checkout.delivery')}</p>
          <CouponForm />
          {cart.coupon && (
            <p className="summary-discount">
              <span>{t('cart.coupon.discount')}</span>
              <strong data-testid="checkout-discount">{fmt.price(cart.coupon.discount)}</strong>
            </p>
          )}
          <p className="summary-total">
            <span>{t('checkout.total')}</span>
            <strong data-testid="checkout-total">{fmt.price(payTotal)}</strong>
          </p>
          <p className="microcart__vat">{t('microcart.vat')}</p>
          {signedIn && <HandoverPanel />}
        </TitledSection>
        <div className="checkout__form">
          <CheckoutForm
            actionData={actionData}
            totalLabel={fmt.price(payTotal)}
            payment={{ cartId, amount: payTotal }}
            steps={steps}
            shipping={{ value: shipping, onChange: setShipping }}
            summary={summary}
          />
        </div>
      </div>
    </div>
  );
}
