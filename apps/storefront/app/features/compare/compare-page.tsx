import { useEffect, useState } from 'react';
import type { Attribute, Product } from '@encore/contracts';
import { toEventSummary } from '#app/features/catalog/reshape.ts';
import type { EventSummary } from '#app/features/catalog/types.ts';
import { clientSearch } from '#app/features/search/catalog-client.ts';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link } from '#app/lib/link.tsx';
import { useStoreView } from '#app/lib/root-data.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { compareRows, type CompareRow } from './compare-table.ts';
import { useCompareStore } from './compare-store.ts';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; events: EventSummary[]; rows: CompareRow[] };

/** The compare table, built in the browser from the persisted sku list. */
export function ComparePage() {
  const t = useT();
  const fmt = useFormat();
  const hydrated = useHydrated();
  const storeView = useStoreView();
  const skus = useCompareStore((s) => s.skus);
  const remove = useCompareStore((s) => s.remove);
  const clear = useCompareStore((s) => s.clear);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // The effect depends on the list's text and the store code, not on the objects holding them.
  const key = skus.join(',');
  const { storeCode } = storeView;

  useEffect(() => {
    if (!hydrated) return;
    const wanted = key === '' ? [] : key.split(',');
    if (wanted.length === 0) {
      setLoaded({ status: 'ready', events: [], rows: [] });
      return;
    }
    const controller = new AbortController();
    Promise.all([
      clientSearch<Product>({ storeCode, entity: 'product', body: { filters: [{ attribute: 'sku', value: { in: wanted }, scope: 'default' }] }, size: wanted.length }, { signal: controller.signal }),
      clientSearch<Attribute>({ storeCode, entity: 'attribute', body: {}, size: 150 }, { signal: controller.signal }),
    ])
      .then(([products, attributes]) => {
        const bySku = new Map(products.items.map((p) => [p.sku, p]));
        const ordered = wanted.flatMap((s) => bySku.get(s) ?? []);
        setLoaded({ status: 'ready', events: ordered.map(toEventSummary), rows: compareRows(ordered as unknown as Record<string, unknown>[], attributes.items) });
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setLoaded({ status: 'error' });
      });
    return () => controller.abort();
  }, [hydrated, key, storeCode]);

  if (!hydrated || loaded.status === 'loading') {
    return (
      <p className="muted" aria-live="polite">
        {t('compare.loading')}
      </p>
    );
  }
  if (loaded.status === 'error') return <p className="notice notice--error">{t('compare.error')}</p>;
  if (loaded.events.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('compare.empty')}</p>
        <p>
          <Link to="/" className="button">
            {t('compare.browse')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <div className="compare-scroll">
        <table className="compare-table">
          <caption className="visually-hidden">{t('compare.caption')}</caption>
          <thead>
            <tr>
              <td />
              {loaded.events.map((e) => (
                <th key={e.sku} scope="col">
                  <img src={e.posterUrl} alt="" width={155} height={150} loading="lazy" />
                  <Link to={e.path} className="compare-table__name">
                    {e.name}
                  </Link>
                  <button type="button" className="button button--small button--outline" onClick={() => remove(e.sku)} aria-label={t('compare.removeNamed', { name: e.name })}>
                    {t('compare.remove')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('compare.date')}</th>
              {loaded.events.map((e) => (
                <td key={e.sku}>{e.date ? fmt.eventDate(e.date) : ''}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('compare.price')}</th>
              {loaded.events.map((e) => (
                <td key={e.sku}>{e.fromPrice !== null ? t('event.from', { price: fmt.price(e.fromPrice) }) : ''}</td>
              ))}
            </tr>
            {loaded.rows.map((row) => (
              <tr key={row.code} data-attribute={row.code}>
                <th scope="row">{row.label}</th>
                {row.values.map((v, i) => (
                  <td key={loaded.events[i]!.sku}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <button type="button" className="button button--outline" onClick={clear}>
          {t('compare.clear')}
        </button>
      </p>
    </>
  );
}
