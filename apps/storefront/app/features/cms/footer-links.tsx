import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';

const LINKS = [
  ['/customer-service', 'cms.footer.customerService'],
  ['/delivery', 'cms.footer.delivery'],
  ['/returns', 'cms.footer.returns'],
  ['/legal', 'cms.footer.legal'],
  ['/privacy', 'cms.footer.privacy'],
  ['/about-us', 'cms.footer.aboutUs'],
  ['/contact', 'cms.footer.contact'],
] as const;

/** The footer's links to the static content pages. */
export function CmsFooterLinks() {
  const t = useT();
  return (
    <nav aria-label={t('cms.footer.pages')}>
      <h2 className="site-footer__heading">{t('cms.footer.pages')}</h2>
      <ul className="site-footer__links">
        {LINKS.map(([to, id]) => (
          <li key={to}>
            <Link to={to}>{t(id)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
