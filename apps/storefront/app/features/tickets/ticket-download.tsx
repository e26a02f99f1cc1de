import { useT } from '#app/i18n/use-t.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';

/**
 * The order's tickets as a PDF: the signed /api link (it opens them without a sign-in, so the page
 * that shows it must only show it to whoever proved the order), or a page of the store that leads
 * there (`storePage`: the account's tickets route, under the store's prefix).
 */
export function TicketDownload({ downloadPath, storePage = false }: { downloadPath: string; storePage?: boolean }) {
  const t = useT();
  const localized = useLocalizedPath();
  const href = storePage ? localized(downloadPath) : downloadPath;
  return (
    <div className="ticket-download">
      {/* A file, not a page: a plain link the browser downloads. */}
      <a className="button button--primary" href={href} download data-testid="ticket-download">
        {t('tickets.download')}
      </a>
      <p className="field__hint">{t('tickets.downloadHint')}</p>
    </div>
  );
}
