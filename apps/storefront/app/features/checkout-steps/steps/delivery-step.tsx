import type { ShippingMethod } from '@encore/contracts';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { shippingKey } from '../order-summary.ts';
import type { StepFlow } from '../step-flow.ts';
import { StepSection } from './step-section.tsx';

/** A delivery's name in the store's language; one the catalogue does not know keeps the API's title. */
export function useShippingTitle() {
  const t = useT();
  return (m: ShippingMethod) => t(`checkoutSteps.shipping.${m.method_code}`, undefined, m.method_title);
}

/** The deliveries the API offers this cart, one chosen (the default first); the choice goes with the order. */
export function DeliveryStep({ flow, methods, value, onChange }: { flow: StepFlow; methods: ShippingMethod[]; value: string; onChange: (key: string) => void }) {
  const t = useT();
  const fmt = useFormat();
  const title = useShippingTitle();
  return (
    <StepSection step="delivery" flow={flow}>
      {methods.length === 0 ? (
        <p className="field__hint">{t('checkoutSteps.noShipping')}</p>
      ) : (
        <fieldset className="choice-list">
          <legend className="choice-list__legend">{t('checkoutSteps.shippingMethod')}</legend>
          {methods.map((m) => {
            const key = shippingKey(m);
            const id = `checkout-shipping-${m.carrier_code}-${m.method_code}`;
            return (
              <div key={key} className="choice">
                <input id={id} type="radio" name="shippingMethod" value={key} checked={value === key} onChange={() => onChange(key)} />
                <label htmlFor={id}>
                  <span>{title(m)}</span>
                  <span className="choice__price">{m.price_incl_tax === 0 ? t('checkoutSteps.free') : fmt.price(m.price_incl_tax)}</span>
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
    </StepSection>
  );
}
