import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useStoreView } from '#app/lib/root-data.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { AccountActionData } from './account-action-data.ts';
import { AccountField, FormAlert, FormAnnouncer, SubmitButton } from './account-field.tsx';
import { validateAddress } from './account-validation.ts';
import { ADDRESS_COUNTRIES, type AddressView } from './address-view.ts';
import { useFieldChecks } from './use-field-checks.ts';

const FIELDS = ['firstname', 'lastname', 'street', 'city', 'postcode'] as const;

/** Adds an address to the book, or changes one (`address` given); either may become a default. */
export function AddressForm({ address, actionData }: { address: AddressView | null; actionData: AccountActionData | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const { i18n } = useStoreView();
  const busy = useNavigation().state === 'submitting';
  const checks = useFieldChecks(FIELDS, validateAddress, actionData?.fieldErrors, 'address');
  const v = actionData?.values;
  const value = (name: keyof AddressView & string) => v?.[name] ?? String(address?.[name] ?? '');
  const checked = (name: 'defaultShipping' | 'defaultBilling') => (v ? v[name] === 'on' : (address?.[name] ?? false));
  const countryNames = new Intl.DisplayNames([i18n.defaultLocale], { type: 'region' });
  const country = value('country') || i18n.defaultLocale.slice(-2);
  return (
    <Form method="post" noValidate className="auth-form panel" aria-labelledby="address-form-title" aria-busy={busy} onSubmit={(e) => checks.checkAll(e)} data-testid="address-form">
      <h2 id="address-form-title" className="panel__title">
        {address ? t('account.addresses.edit') : t('account.addresses.add')}
      </h2>
      <FormAlert text={actionData?.formError ?? (actionData?.formErrorId ? t(actionData.formErrorId) : undefined)} />
      <input type="hidden" name="intent" value="save" />
      {address && <input type="hidden" name="addressId" value={address.id} />}
      <div className="field-row">
        <AccountField {...checks.fieldProps('firstname')} label={t('account.firstname')} autoComplete="given-name" defaultValue={value('firstname')} />
        <AccountField {...checks.fieldProps('lastname')} label={t('account.lastname')} autoComplete="family-name" defaultValue={value('lastname')} />
      </div>
      <AccountField {...checks.fieldProps('street')} label={t('account.addresses.street')} autoComplete="address-line1" defaultValue={value('street')} />
      <AccountField name="apartment" idPrefix="address" label={t('account.addresses.apartment')} autoComplete="address-line2" defaultValue={value('apartment')} optional />
      <div className="field-row">
        <AccountField {...checks.fieldProps('postcode')} label={t('account.addresses.postcode')} autoComplete="postal-code" defaultValue={value('postcode')} />
        <AccountField {...checks.fieldProps('city')} label={t('account.addresses.city')} autoComplete="address-level2" defaultValue={value('city')} />
      </div>
      <div className="field">
        <label htmlFor="address-country">{t('account.addresses.country')}</label>
        <select id="address-country" name="country" className="input" autoComplete="country" defaultValue={country}>
          {ADDRESS_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryNames.of(code) ?? code}
            </option>
          ))}
        </select>
      </div>
      <AccountField name="telephone" idPrefix="address" label={t('account.addresses.telephone')} type="tel" autoComplete="tel" defaultValue={value('telephone')} optional />
      <label className="checkbox">
        <input type="checkbox" name="defaultShipping" defaultChecked={checked('defaultShipping')} /> {t('account.addresses.defaultShipping')}
      </label>
      <label className="checkbox">
        <input type="checkbox" name="defaultBilling" defaultChecked={checked('defaultBilling')} /> {t('account.addresses.defaultBilling')}
      </label>
      {hydrated && <input type="hidden" name="js" value="1" />}
      <div className="address-form__actions">
        <SubmitButton busy={busy} label={t('account.addresses.save')} busyLabel={t('account.busy')} block={false} />
        <Link to="/my-account/shipping-details" className="button">
          {t('account.addresses.cancel')}
        </Link>
      </div>
      <FormAnnouncer text={checks.announcement} />
    </Form>
  );
}
