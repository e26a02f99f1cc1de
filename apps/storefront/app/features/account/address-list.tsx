import { Form } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useStoreView } from '#app/lib/root-data.ts';
import type { AddressView } from './address-view.ts';

/** The address book: each entry with its defaults, a link to change it and a button to remove it. */
export function AddressList({ addresses }: { addresses: AddressView[] }) {
  const t = useT();
  const { i18n } = useStoreView();
  const countryNames = new Intl.DisplayNames([i18n.defaultLocale], { type: 'region' });
  if (addresses.length === 0) return <p data-testid="address-empty">{t('account.addresses.empty')}</p>;
  return (
    <ul className="address-list" data-testid="address-list">
      {addresses.map((a) => (
        <li key={a.id} className="panel address-card" data-testid="address-card">
          <address>
            {a.firstname} {a.lastname}
            <br />
            {a.street}
            {a.apartment && `, ${a.apartment}`}
            <br />
            {a.postcode} {a.city}
            <br />
            {countryNames.of(a.country) ?? a.country}
            {a.telephone && (
              <>
                <br />
                {a.telephone}
              </>
            )}
          </address>
          {(a.defaultShipping || a.defaultBilling) && (
            <p className="address-card__defaults">
              {[a.defaultShipping ? t('account.addresses.isDefaultShipping') : '', a.defaultBilling ? t('account.addresses.isDefaultBilling') : ''].filter(Boolean).join(' · ')}
            </p>
          )}
          <div className="address-card__actions">
            <Link to={`/my-account/shipping-details?edit=${a.id}`} className="button button--small" aria-label={t('account.addresses.editOne', { name: `${a.street}, ${a.city}` })}>
              {t('account.addresses.editShort')}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="addressId" value={a.id} />
              <button type="submit" className="button button--small" aria-label={t('account.addresses.removeOne', { name: `${a.street}, ${a.city}` })}>
                {t('account.addresses.remove')}
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
