import { ADD_TO_CART_MESSAGES } from '@encore/domain';
import { Link } from '#app/lib/link.tsx';
import { useUiStore } from '#app/lib/ui-store.ts';

/** Toasts; the action labels are the shop's fixed English texts in every store (decision 0021). The live region is always in the DOM so screen readers announce additions. */
export function Notifications() {
  const notifications = useUiStore((s) => s.notifications);
  const dismiss = useUiStore((s) => s.dismiss);
  return (
    <div className="notifications" aria-live="polite" aria-atomic="false">
      {notifications.map((n) => (
        <div key={n.id} className={`notification notification--${n.kind}`} role={n.kind === 'error' || n.kind === 'warning' ? 'alert' : 'status'}>
          <p className="notification__message">{n.message}</p>
          <div className="notification__actions">
            {n.checkoutAction && (
              <Link to="/checkout" className="button button--small" onClick={() => dismiss(n.id)}>
                {ADD_TO_CART_MESSAGES.proceedToCheckout}
              </Link>
            )}
            <button type="button" className="button button--small button--ghost" onClick={() => dismiss(n.id)}>
              {ADD_TO_CART_MESSAGES.ok}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
