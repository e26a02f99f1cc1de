import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import type { FacetGroup } from './listing-view.ts';

/**
 * Facets as links: each option is the route with that filter toggled, so the
 * panel works without JavaScript and navigates client-side with it.
 */
export function FacetPanel({ groups, resetHref, activeCount }: { groups: FacetGroup[]; resetHref: string; activeCount: number }) {
  const t = useT();
  return (
    <aside className="facets" aria-labelledby="facets-title">
      {/* Narrow screens fold the groups behind this checkbox (CSS only: works without JavaScript, no layout shift). */}
      <input type="checkbox" id="facets-open" className="facets__switch visually-hidden" />
      <label htmlFor="facets-open" className="facets__open button button--outline button--small">
        {activeCount > 0 ? t('listing.showFiltersActive', { count: activeCount }) : t('listing.showFilters')}
      </label>
      <div className="facets__body">
      <div className="facets__head">
        <h2 id="facets-title" className="facets__title">
          {t('listing.filters')}
        </h2>
        {activeCount > 0 && (
          <Link to={resetHref} className="facets__reset" preventScrollReset>
            {t('listing.reset')}
          </Link>
        )}
      </div>
      {groups.map((g) => (
        <section key={g.code} className="facet" aria-labelledby={`facet-${g.code}`} data-facet={g.code}>
          <h3 id={`facet-${g.code}`} className="facet__title">
            {t(`listing.facet.${g.code}`)}
          </h3>
          <ul className="facet__options">
            {g.options.map((o) => (
              <li key={o.id}>
                <Link
                  to={o.href}
                  className={`facet__option${o.selected ? ' is-selected' : ''}`}
                  aria-current={o.selected ? 'true' : undefined}
                  data-value={o.id}
                  preventScrollReset
                  rel="nofollow"
                >
                  <span className={`facet__box${g.code === 'price' || g.code === 'period' ? ' facet__box--radio' : ''}`} aria-hidden="true" />
                  <span className="facet__label">{o.label}</span>
                  <span className="facet__count">
                    <span className="visually-hidden">{t('listing.count', { count: o.count })}</span>
                    <span aria-hidden="true">{o.count}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      </div>
    </aside>
  );
}
