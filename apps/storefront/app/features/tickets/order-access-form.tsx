import { Form, useNavigation } from 'react-router';
import { AccountField, FormAlert, SubmitButton } from '#app/features/account/account-field.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { ScriptedMarker } from '#app/lib/scripted-marker.tsx';
import type { OrderAccessData } from './order-access.server.ts';

/**
 * Number and e-mail of an order. With `orderNumber` given (the order just placed) the number travels
 * as a hidden field and only the e-mail is asked for.
 */
export function OrderAccessForm({ data, orderNumber, submitLabel }: { data: OrderAccessData | undefined; orderNumber?: string; submitLabel: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="order-access-form" noValidate aria-label={submitLabel}>
      <FormAlert text={data?.formError} />
      <ScriptedMarker />
      {orderNumber ? (
        <input type="hidden" name="orderNumber" value={orderNumber} />
      ) : (
        <AccountField name="orderNumber" idPrefix="order-access" label={t('tickets.access.orderNumber')} autoComplete="off" defaultValue={data?.values?.orderNumber} error={data?.fieldErrors?.orderNumber} />
      )}
      <AccountField name="email" idPrefix="order-access" type="email" label={t('tickets.access.email')} autoComplete="email" defaultValue={data?.values?.email} error={data?.fieldErrors?.email} />
      <SubmitButton busy={busy} label={submitLabel} busyLabel={t('tickets.access.busy')} block={false} />
    </Form>
  );
}
