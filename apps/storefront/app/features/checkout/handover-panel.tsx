import { useFetcher } from 'react-router';
import './handover-panel.css';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';

export type HandoverResult = { ok: true; url: string; expiresAt: string; qrSvg: string } | { ok: false; message: string };

/**
 * 'Continue on another device' for a signed-in customer: a link and its QR code that open this
 * checkout, signed in and with this cart, on a phone. The link opens once and for 15 minutes, and
 * the panel says so, because a customer might otherwise forward it.
 */
export function HandoverPanel() {
  const t = useT();
  const fmt = useFormat();
  const lp = useLocalizedPath();
  const fetcher = useFetcher<HandoverResult>();
  const result = fetcher.data;
  return (
    <details className="handover panel">
      <summary className="handover__summary">{t('checkout.handover.title')}</summary>
      <p>{t('checkout.handover.intro')}</p>
      <fetcher.Form method="post" action={lp('/checkout/handover')}>
        <button type="submit" className="button button--small" disabled={fetcher.state !== 'idle'}>
          {t('checkout.handover.make')}
        </button>
      </fetcher.Form>
      {result && !result.ok && (
        <p className="form-error" role="alert">
          {result.message}
        </p>
      )}
      {result?.ok && (
        <div className="handover__link" role="status">
          {/* SVG drawn on the server by the QR library from the shop's own link: no markup from elsewhere. */}
          <div className="handover__qr" role="img" aria-label={t('checkout.handover.qr')} dangerouslySetInnerHTML={{ __html: result.qrSvg }} />
          <p>
            <a href={result.url} data-testid="handover-link" rel="nofollow noreferrer">
              {t('checkout.handover.open')}
            </a>
          </p>
          <p className="handover__note">{t('checkout.handover.once', { time: fmt.eventDate(result.expiresAt) })}</p>
        </div>
      )}
    </details>
  );
}
