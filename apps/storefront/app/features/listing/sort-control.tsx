import { Form, useNavigate } from 'react-router';
import { listingRouteQuery, type ListingState } from '@encore/domain';
import { useT } from '#app/i18n/use-t.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { sortLabelId, type SortLink } from './listing-view.ts';

/**
 * A GET form: without JavaScript the visitor picks and submits; with it the
 * choice navigates at once to the sort's route.
 */
export function SortControl({ pathname, state, links }: { pathname: string; state: ListingState; links: SortLink[] }) {
  const t = useT();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const keep = [...listingRouteQuery({ ...state, sort: null }).entries()];
  const current = links.find((l) => l.selected)?.id;
  return (
    <Form method="get" action={localize(pathname)} className="sort-control" preventScrollReset>
      {keep.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="listing-sort">{t('listing.sortBy')}</label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={current}
        key={current}
        onChange={(e) => {
          const link = links.find((l) => l.id === e.currentTarget.value);
          if (link) void navigate(localize(link.href), { preventScrollReset: true });
        }}
      >
        {links.map((l) => (
          <option key={l.id} value={l.id}>
            {t(sortLabelId(l.id))}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="button button--outline button--small">
          {t('listing.sortApply')}
        </button>
      )}
    </Form>
  );
}
