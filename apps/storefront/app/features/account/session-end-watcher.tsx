import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SYNC_TASKS_KEY } from '#app/features/cart/sync-queue/local-task-store.ts';
import { CHECKOUT_DETAILS_KEY } from '#app/features/checkout-steps/details-key.ts';
import { useCompareStore } from '#app/features/compare/compare-store.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import { AccountTexts } from './account-texts.ts';

const SESSION_END_COOKIE = 'encore_session_end';
const REASON_TEXTS: Record<string, string | undefined> = { refused: AccountTexts.refreshRefused, error: AccountTexts.refreshError };
/** Browser-kept work of the signed-out customer: the cart tasks still waiting to be sent and the checkout details (spec: logout clears them). */
const CUSTOMER_STORAGE_KEYS = [SYNC_TASKS_KEY, CHECKOUT_DETAILS_KEY];

function takeSessionEnd(): string | null {
  const found = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${SESSION_END_COOKIE}=`));
  if (!found) return null;
  document.cookie = `${SESSION_END_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return decodeURIComponent(found.slice(SESSION_END_COOKIE.length + 1)) || null;
}

/**
 * When a session has ended (signed out, or its tokens could not be refreshed) the server says so in a
 * short-lived cookie; the browser then forgets what it kept for the customer (the compare list,
 * the cart tasks not yet sent and the checkout details). A session that ended against the customer's will opens the sign-in and
 * says why.
 */
export function SessionEndWatcher() {
  const { key } = useLocation();
  const openAuth = useUiStore((s) => s.openAuth);
  const notify = useUiStore((s) => s.notify);
  useEffect(() => {
    const reason = takeSessionEnd();
    if (!reason) return;
    useCompareStore.getState().clear();
    for (const storageKey of CUSTOMER_STORAGE_KEYS) {
      try {
        window.localStorage.removeItem(storageKey);
        window.sessionStorage.removeItem(storageKey);
      } catch {
        // Storage a private mode refuses holds nothing to forget.
      }
    }
    const text = REASON_TEXTS[reason];
    if (text) {
      notify({ kind: 'error', message: text });
      openAuth('login');
    }
  }, [key, openAuth, notify]);
  return null;
}
