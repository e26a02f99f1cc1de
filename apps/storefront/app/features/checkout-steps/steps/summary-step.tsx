import type { ReactNode } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link } from '#app/lib/link.tsx';
import { CheckboxField } from '../fields.tsx';
import type { OrderSummary } from '../order-summary.ts';
import type { StepFlow } from '../step-flow.ts';
import { StepSection } from './step-section.tsx';

/** The totals segments: subtotal, delivery, discount (when there is one), the VAT they contain, and the grand total. */
export function OrderTotals({ summary }: { summary: OrderSummary }) {
  const t = useT();
  const fmt = useFormat();
  const row = (id: string, value: number, testId: string) => (
    <div className="order-totals__row" key={id}>
      <dt>{t(`checkoutSteps.totals.${id}`)}</dt>
      <dd data-testid={testId}>{fmt.price(value)}</dd>
    </div>
  );
  return (
    <dl className="order-totals">
      {row('subtotal', summary.subtotal, 'summary-subtotal')}
      {row('shipping', summary.shipping, 'summary-shipping')}
      {summary.discount !== 0 && row('discount', summary.discount, 'summary-discount')}
      {row('tax', summary.tax, 'summary-tax')}
      {row('grandTotal', summary.grandTotal, 'summary-grand-total')}
    </dl>
  );
}

/** The last step: the totals once more, the terms to accept, and the button that places the order. */
export function SummaryStep({ flow, summary, children }: { flow: StepFlow; summary: OrderSummary | null; children: ReactNode }) {
  const t = useT();
  return (
    <StepSection step="summary" flow={flow}>
      {summary && <OrderTotals summary={summary} />}
      <CheckboxField name="terms" label={t('checkoutSteps.terms')} />
      <p className="checkout-terms-link">
        <Link to="/legal" target="_blank" rel="noopener">
          {t('checkoutSteps.termsLink')}
        </Link>
      </p>
      {children}
    </StepSection>
  );
}
