import { useCallback, useEffect, type RefObject } from 'react';
import { useNavigation } from 'react-router';
import { detailsFrom, type CheckoutDetails } from './checkout-rules.ts';
import { clearDetails, restoreDetails, saveDetails } from './saved-details.ts';

/** The checkout details as the form holds them now (an unticked box reads empty). */
export function readDetails(form: HTMLFormElement): CheckoutDetails {
  const fields = new FormData(form);
  return detailsFrom((name) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : '';
  });
}

/** Puts saved values into the form's own fields (the delivery choice and the account box are state the caller sets). */
function fillForm(form: HTMLFormElement, details: Partial<CheckoutDetails>) {
  for (const [name, value] of Object.entries(details)) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = value === '1';
    else if (el instanceof HTMLSelectElement && [...el.options].some((o) => o.value === value)) el.value = value;
    else if (el instanceof HTMLInputElement && el.type !== 'radio' && typeof value === 'string') el.value = value;
  }
}

/**
 * Keeps what the buyer types in the browser (spec: checkout details with modifiedAt) and brings it back
 * on the next visit within the 30-minute checkout window; forgets it once the order is placed (the
 * action then sends the browser to the confirmation page). Answers the function that saves.
 */
export function useSavedDetails(formRef: RefObject<HTMLFormElement | null>, restored: (details: Partial<CheckoutDetails>) => void): () => void {
  const navigation = useNavigation();

  useEffect(() => {
    const form = formRef.current;
    const details = restoreDetails(window.localStorage);
    if (!form || !details) return;
    fillForm(form, details);
    restored(details);
    // Only once, on arrival: later changes are the buyer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const placed = navigation.state === 'loading' && /\/success$/.test(navigation.location.pathname);
  useEffect(() => {
    if (placed) clearDetails(window.localStorage);
  }, [placed]);

  return useCallback(() => {
    if (formRef.current) saveDetails(window.localStorage, readDetails(formRef.current));
  }, [formRef]);
}
