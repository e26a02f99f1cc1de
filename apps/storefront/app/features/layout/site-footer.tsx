import { CmsFooterLinks } from '#app/features/cms/footer-links.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { CITIES_PATH, VENUES_PATH } from '#app/features/places/places.ts';

export function SiteFooter() {
  const t = useT();
  const menu = useRootData()?.menu ?? [];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="logo logo--small">Encore</p>
          <p className="site-footer__tagline">{t('layout.footer.tagline')}</p>
        </div>
        {menu.length > 0 && (
          <nav aria-label={t('layout.footer.categories')}>
            <h2 className="site-footer__heading">{t('layout.footer.categories')}</h2>
            <ul className="site-footer__links">
              {menu.map((c) => (
                <li key={c.id}>
                  <Link to={c.path}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label={t('places.nav.heading')}>
          <h2 className="site-footer__heading">{t('places.nav.heading')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link to={VENUES_PATH}>{t('places.venues.title')}</Link>
            </li>
            <li>
              <Link to={CITIES_PATH}>{t('places.cities.title')}</Link>
            </li>
          </ul>
        </nav>
        <CmsFooterLinks />
        <div>
          <p className="site-footer__heading">{t('layout.footer.payment')}</p>
          <p className="site-footer__copy">{t('layout.footer.copyright')}</p>
        </div>
      </div>
    </footer>
  );
}
