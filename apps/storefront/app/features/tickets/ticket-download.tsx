import { useT } from '#app/i18n/use-t.ts';

/**
 * The order's tickets as a PDF, through the shop's /api forward: the signed link opens them without a
 * sign-in, so the page that shows it must only show it to whoever proved the order.
 */
export function TicketDownload({ downloadPath }: { downloadPath: string }) {
  const t = useT();
  return (
    <div className="ticket-download">
      {/* A file, not a page: a plain link the browser downloads. */}
      <a className="button button--primary" href={downloadPath} download data-testid="ticket-download">
        {t('tickets.download')}
      </a>
      <p className="field__hint">{t('tickets.downloadHint')}</p>
    </div>
  );
}
