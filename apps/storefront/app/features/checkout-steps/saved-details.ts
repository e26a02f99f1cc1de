import { DETAIL_FIELDS, type CheckoutDetails, type DetailsField } from './checkout-rules.ts';
import { CHECKOUT_DETAILS_KEY } from './details-key.ts';

/** Spec section 4/9: someone counts as being in checkout for 30 minutes after the last change. */
export const CHECKOUT_ACTIVITY_MS = 30 * 60 * 1000;

/** Secrets and the terms consent are asked for again each time. */
const NOT_KEPT: ReadonlySet<DetailsField> = new Set(['password', 'passwordConfirm', 'terms']);

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedDetails {
  modifiedAt: number;
  details: Partial<CheckoutDetails>;
}

export const inCheckoutWindow = (modifiedAt: number, now: number) => now - modifiedAt >= 0 && now - modifiedAt < CHECKOUT_ACTIVITY_MS;

export function saveDetails(store: Store, details: Partial<CheckoutDetails>, now = Date.now()): void {
  const kept = Object.fromEntries(Object.entries(details).filter(([field, value]) => !NOT_KEPT.has(field as DetailsField) && typeof value === 'string' && value.length <= 200));
  const saved: SavedDetails = { modifiedAt: now, details: kept };
  try {
    store.setItem(CHECKOUT_DETAILS_KEY, JSON.stringify(saved));
  } catch {
    // A full or refused storage only costs the buyer retyping after a reload.
  }
}

/** The details saved less than 30 minutes ago; older ones are forgotten. */
export function restoreDetails(store: Store, now = Date.now()): Partial<CheckoutDetails> | null {
  let saved: unknown;
  try {
    saved = JSON.parse(store.getItem(CHECKOUT_DETAILS_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  if (!isSaved(saved)) return null;
  if (!inCheckoutWindow(saved.modifiedAt, now)) {
    clearDetails(store);
    return null;
  }
  const known = new Set<string>(DETAIL_FIELDS);
  return Object.fromEntries(Object.entries(saved.details).filter(([field, value]) => known.has(field) && !NOT_KEPT.has(field as DetailsField) && typeof value === 'string'));
}

export function clearDetails(store: Store): void {
  try {
    store.removeItem(CHECKOUT_DETAILS_KEY);
  } catch {
    // Nothing kept where storage is refused.
  }
}

function isSaved(v: unknown): v is SavedDetails {
  return typeof v === 'object' && v !== null && typeof (v as SavedDetails).modifiedAt === 'number' && typeof (v as SavedDetails).details === 'object' && (v as SavedDetails).details !== null;
}
