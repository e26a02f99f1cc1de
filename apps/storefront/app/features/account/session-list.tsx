import type { CustomerSession } from '@encore/contracts';
import { Form } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';

/** Where the customer is signed in; any other session can be ended from here. */
export function SessionList({ sessions }: { sessions: CustomerSession[] }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <section className="panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="panel__title">
        {t('account.sessions.title')}
      </h2>
      <ul className="session-list" data-testid="session-list">
        {sessions.map((s) => (
          <li key={s.id}>
            <div>
              <p className="session-list__device">{s.user_agent || t('account.sessions.unknownDevice')}</p>
              <p className="session-list__meta">{t('account.sessions.lastUsed', { date: fmt.eventDate(s.last_used_at) })}</p>
            </div>
            {s.current ? (
              <strong>{t('account.sessions.current')}</strong>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={s.id} />
                <button type="submit" className="button button--small">
                  {t('account.sessions.end')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
