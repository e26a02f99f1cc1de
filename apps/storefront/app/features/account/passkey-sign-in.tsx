import { useState } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { PasskeyRefusal, passkeysSupported, signInWithPasskey } from './passkey-client.ts';

/** 'Sign in with a passkey': needs scripts and a browser that knows passkeys, so it shows only then. */
export function PasskeySignIn({ redirectTo }: { redirectTo?: string | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const localized = useLocalizedPath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!hydrated || !passkeysSupported()) return null;
  async function start() {
    setBusy(true);
    setError('');
    try {
      // A new session reloads the whole page, as a password sign-in does.
      window.location.assign(await signInWithPasskey(localized('/passkey-sign-in'), redirectTo));
    } catch (e) {
      setError(e instanceof PasskeyRefusal && e.message ? e.message : t('account.passkeys.signInFailed'));
      setBusy(false);
    }
  }
  return (
    <div className="passkey-sign-in">
      <button type="button" className="button button--block" onClick={() => void start()} disabled={busy} data-testid="passkey-sign-in">
        {t('account.passkeys.signIn')}
      </button>
      {error && (
        <p className="form-error form-error--block" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
