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
      {t('compare.link', { count })}
    </Link>
  );
}
