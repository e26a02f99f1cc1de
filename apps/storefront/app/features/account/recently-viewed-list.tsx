import { useEffect, useState } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { readRecentViews, type RecentView } from './recently-viewed.ts';

/** The events this browser opened; read after hydration, since only the browser holds them. */
export function RecentlyViewedList() {
  const t = useT();
  const [views, setViews] = useState<RecentView[] | null>(null);
  useEffect(() => setViews(readRecentViews()), []);
  if (views === null) return <p aria-busy="true">{t('account.recent.loading')}</p>;
  if (views.length === 0) return <p data-testid="recent-empty">{t('account.recent.empty')}</p>;
  return (
    <ul className="recent-list" data-testid="recent-list">
      {views.map((v) => (
        <li key={v.sku}>
          <Link to={v.path}>{v.name}</Link>
        </li>
      ))}
    </ul>
  );
}
