import { useT } from '#app/i18n/use-t.ts';
import type { CountryChoice } from '../checkout-steps.server.ts';
import { SelectField, TextField } from '../fields.tsx';
import type { StepFlow } from '../step-flow.ts';
import { StepSection } from './step-section.tsx';

/** The billing address: company and tax id for an invoice, street and number, place, country and phone with its dialling code. */
export function BillingStep({ flow, countries }: { flow: StepFlow; countries: CountryChoice[] }) {
  const t = useT();
  return (
    <StepSection step="billing" flow={flow}>
      <p className="field__hint">{t('checkoutSteps.billingNamesHint')}</p>
      <div className="field-row">
        <TextField name="billingFirstname" label={t('checkoutSteps.billingFirstname')} autoComplete="billing given-name" />
        <TextField name="billingLastname" label={t('checkoutSteps.billingLastname')} autoComplete="billing family-name" />
      </div>
      <div className="field-row">
        <TextField name="company" label={t('checkoutSteps.company')} autoComplete="organization" />
        <TextField name="taxId" label={t('checkoutSteps.taxId')} />
      </div>
      <div className="field-row">
        <TextField name="street" label={t('checkoutSteps.street')} autoComplete="address-line1" required />
        <TextField name="apartment" label={t('checkoutSteps.apartment')} autoComplete="address-line2" />
      </div>
      <div className="field-row">
        <TextField name="postcode" label={t('checkoutSteps.postcode')} autoComplete="postal-code" required />
        <TextField name="city" label={t('checkoutSteps.city')} autoComplete="address-level2" required />
      </div>
      <div className="field-row">
        <TextField name="region" label={t('checkoutSteps.region')} autoComplete="address-level1" />
        <SelectField name="country" label={t('checkoutSteps.country')} autoComplete="country" options={countries.map((c) => ({ value: c.code, label: c.name }))} required />
      </div>
      <div className="field-row">
        <SelectField name="dialCode" label={t('checkoutSteps.dialCode')} options={countries.map((c) => ({ value: c.code, label: `${c.name} (+${c.dial})` }))} />
        <TextField name="phone" type="tel" label={t('checkoutSteps.phone')} autoComplete="tel-national" inputMode="tel" />
      </div>
    </StepSection>
  );
}
