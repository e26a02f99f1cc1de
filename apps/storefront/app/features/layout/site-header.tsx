import { useLocation } from 'react-router';
import { AccountHeaderLink } from '#app/features/account/account-header-link.tsx';
import { CompareLink } from '#app/features/compare/compare-link.tsx';
import { SearchPanel } from '#app/features/search/search-panel.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { Link, NavLink } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import { LanguagesButton } from '#app/features/stores/languages-modal.tsx';
import { preloadMicrocart } from '#app/features/cart/microcart-on-demand.tsx';

export function SiteHeader() {
  const t = useT();
  const data = useRootData();
  const count = data?.cart.count ?? 0;
  const openMicrocart = useUiStore((s) => s.openMicrocart);
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="logo" aria-label={t('layout.home')}>
          Encore<span className="logo__dot" aria-hidden="true" />
        </Link>
        <nav className="category-nav" aria-label={t('layout.nav')}>
          <ul>
            {(data?.menu ?? []).map((c) => (
              <li key={c.id}>
                <NavLink to={c.path} className={({ isActive }) => (isActive || pathname.startsWith(`${c.path}/`) ? 'is-active' : undefined)} prefetch="intent">
                  {c.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
        <SearchPanel />
        <CompareLink />
        <LanguagesButton />
        <AccountHeaderLink />
        <button type="button" className="cart-button" onClick={openMicrocart} onPointerEnter={preloadMicrocart} onFocus={preloadMicrocart} aria-haspopup="dialog">
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3 7h18l-1.5 11a2 2 0 0 1-2 1.7H6.5a2 2 0 0 1-2-1.7L3 7Z" />
            <path d="M8 7V6a4 4 0 0 1 8 0v1" />
          </svg>
          <span className="cart-button__label">{t('layout.cart')}</span>
          <span className="cart-button__count" data-testid="cart-count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">({t('layout.cartCount', { count })})</span>
        </button>
        </div>
      </div>
    </header>
  );
}
