import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useCompareStore } from './compare-store.ts';

/** Header link to /compare; the count is the browser's list, shown once it can be read. */
export function CompareLink() {
  const t = useT();
  const hydrated = useHydrated();
  const count = useCompareStore((s) => s.skus.length);
  if (!hydrated || count === 0) return null;
  return (
    <Link to="/compare" className="compare-link" data-testid="compare-link">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M9 4v16M15 4v16M4 8h5M15 16h5" />
      </svg>
      <span className="compare-link__label">{t('compare.link', { count })}</span>
      {/* On a phone the words are read out but not shown, and the count stands beside the icon (layout.css). */}
      <span className="compare-link__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
