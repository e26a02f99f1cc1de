import type { Route } from './+types/my-account-shipping-details';
import { addressPageQuerySchema } from '@encore/contracts';
import { addressBookAction, toAddressViews } from '#app/features/account/address-book.server.ts';
import { accountPageData } from '#app/features/account/account-page.server.ts';
import { AccountFrame } from '#app/features/account/account-frame.tsx';
import { AccountTexts } from '#app/features/account/account-texts.ts';
import { AddressForm } from '#app/features/account/address-form.tsx';
import { AddressList } from '#app/features/account/address-list.tsx';
import type { AddressView } from '#app/features/account/address-view.ts';
import { SavedNotice } from '#app/features/account/saved-notice.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { readQuery } from '#app/lib/request-input.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/** The address book; `?edit=` opens the form for a new entry or one of the customer's own. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await accountPageData(request, 'account.addresses.title');
  const { edit } = readQuery(request, addressPageQuerySchema);
  const addresses = page.customer ? toAddressViews(page.customer.profile) : [];
  const editing: 'new' | AddressView | null = edit === 'new' ? 'new' : (addresses.find((a) => String(a.id) === edit) ?? null);
  return { seo: page.seo, saved: page.saved, signedIn: page.customer !== null, addresses, editing };
}

export async function action({ request }: Route.ActionArgs) {
  return addressBookAction(request);
}

export default function MyAccountShippingDetails({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { addresses, editing, saved } = loaderData;
  // A refused save keeps its form open with what was typed.
  const refusedId = actionData?.values?.addressId;
  const formFor: 'new' | AddressView | null = editing ?? (actionData?.values ? (addresses.find((a) => String(a.id) === refusedId) ?? 'new') : null);
  return (
    <AccountFrame signedIn={loaderData.signedIn}>
      {saved === 'address' && <SavedNotice text={AccountTexts.profileSaved} />}
      <section className="account-section" aria-labelledby="addresses-title">
        <h2 id="addresses-title">{t('account.addresses.title')}</h2>
        {actionData?.formError && !actionData.values && (
          <p className="form-error form-error--block" role="alert">
            {actionData.formError}
          </p>
        )}
        <AddressList addresses={addresses} />
        {formFor === null && (
          <Link to="/my-account/shipping-details?edit=new" className="button button--primary" data-testid="address-add">
            {t('account.addresses.add')}
          </Link>
        )}
      </section>
      {formFor !== null && <AddressForm key={typeof formFor === 'string' ? 'new' : formFor.id} address={typeof formFor === 'string' ? null : formFor} actionData={actionData} />}
    </AccountFrame>
  );
}
