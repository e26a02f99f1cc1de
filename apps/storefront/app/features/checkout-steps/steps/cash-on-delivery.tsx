import { useT } from '#app/i18n/use-t.ts';

/** The spec's cash-on-delivery panel, shown only where the method is offered (never for a virtual cart). */
export function CashOnDeliveryPanel() {
  const t = useT();
  return (
    <div className="cod-panel" data-testid="cash-on-delivery">
      <h3 className="cod-panel__title">{t('checkoutSteps.cod.title')}</h3>
      <p>{t('checkoutSteps.cod.text')}</p>
    </div>
  );
}
