import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import { AuthPanelOnDemand } from './auth-panel-on-demand.tsx';

/**
 * The sign-in element as a dialog over the page (opened from the header, or when a session ended).
 * A native modal <dialog> keeps the focus inside and closes on Escape; a new session reloads the page
 * it was opened on.
 */
export function AuthDialog() {
  const t = useT();
  const mode = useUiStore((s) => s.authDialog);
  const openAuth = useUiStore((s) => s.openAuth);
  const closeAuth = useUiStore((s) => s.closeAuth);
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (mode && dialog.current && !dialog.current.open) dialog.current.showModal();
    if (!mode && dialog.current?.open) dialog.current.close();
  }, [mode]);
  return (
    <dialog
      ref={dialog}
      className="auth-dialog"
      aria-labelledby="auth-dialog-title"
      onClose={closeAuth}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) closeAuth();
      }}
    >
      {mode && (
        <div className="auth-dialog__body">
          <button type="button" className="auth-dialog__close" onClick={closeAuth} aria-label={t('layout.authDialog.close')}>
            ×
          </button>
          {/* The forms' code loads when the dialog first opens, not with every page. */}
          <AuthPanelOnDemand
            loading={<p className="auth-dialog__loading">{t('layout.authDialog.loading')}</p>}
            mode={mode}
            idPrefix="auth-dialog"
            titleId="auth-dialog-title"
            heading="h2"
            redirectTo={pathname + search}
            onSwitch={openAuth}
          />
        </div>
      )}
    </dialog>
  );
}
