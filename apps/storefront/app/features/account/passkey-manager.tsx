import type { PasskeySummary } from '@encore/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { addPasskey, PasskeyRefusal, passkeysSupported } from './passkey-client.ts';

/** The customer's passkeys: each removable (a plain form), and a new one added with a name of their choice. */
export function PasskeyManager({ passkeys }: { passkeys: PasskeySummary[] }) {
  const t = useT();
  const fmt = useFormat();
  const hydrated = useHydrated();
  const localized = useLocalizedPath();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function add() {
    setBusy(true);
    setError('');
    try {
      window.location.assign(await addPasskey(localized('/my-account/passkeys'), name));
    } catch (e) {
      setError(e instanceof PasskeyRefusal && e.message ? e.message : t('account.passkeys.cancelled'));
      setBusy(false);
    }
  }
  return (
    <section className="panel account-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="panel__title">
        {t('account.passkeys.title')}
      </h2>
      <p>{t('account.passkeys.text')}</p>
      {passkeys.length === 0 ? (
        <p>{t('account.passkeys.empty')}</p>
      ) : (
        <ul className="passkey-list" data-testid="passkey-list">
          {passkeys.map((p) => (
            <li key={p.id}>
              <div>
                <p className="session-list__device">{p.name}</p>
                <p className="session-list__meta">{t('account.passkeys.created', { date: fmt.eventDate(p.created_at) })}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="passkeyId" value={p.id} />
                <button type="submit" className="button button--small" aria-label={t('account.passkeys.removeOne', { name: p.name })}>
                  {t('account.passkeys.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {hydrated && !passkeysSupported() && <p>{t('account.passkeys.unsupported')}</p>}
      {hydrated && passkeysSupported() && (
        <form
          className="auth-form"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <div className="field">
            <label htmlFor="passkey-name">{t('account.passkeys.name')}</label>
            <input id="passkey-name" className="input" value={name} maxLength={60} onChange={(e) => setName(e.currentTarget.value)} aria-describedby="passkey-name-hint" />
            <p id="passkey-name-hint" className="field__hint">
              {t('account.passkeys.nameHint')}
            </p>
          </div>
          <button type="submit" className="button button--primary" disabled={busy} data-testid="passkey-add">
            {t('account.passkeys.add')}
          </button>
          {error && (
            <p className="form-error form-error--block" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
