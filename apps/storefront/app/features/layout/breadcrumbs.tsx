import type { Breadcrumb } from '#app/features/catalog/types.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        <li>
          <Link to="/">{t('breadcrumbs.home')}</Link>
        </li>
        {items.map((b, i) => (
          <li key={`${b.name}-${i}`}>
            {b.path ? (
              <Link to={b.path}>{b.name}</Link>
            ) : (
              <span aria-current="page">{b.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
