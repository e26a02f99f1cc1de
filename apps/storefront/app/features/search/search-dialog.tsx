import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form } from 'react-router';
import type { Product } from '@encore/contracts';
import { toEventSummary } from '#app/features/catalog/reshape.ts';
import type { EventSummary } from '#app/features/catalog/types.ts';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link, useLocalizedPath } from '#app/lib/link.tsx';
import { useStoreView } from '#app/lib/root-data.ts';
import { useDebounced } from '#app/lib/use-debounced.ts';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_SIZE, suggestQuery } from './suggestion-query.ts';

// The catalogue client (and its cache) loads with the first search panel opened, not with every page.
const loadCatalogClient = () => import('./catalog-client.ts');

type Suggestions = { state: 'idle' } | { state: 'loading'; q: string } | { state: 'done'; q: string; events: EventSummary[] } | { state: 'error'; q: string; timeout: boolean };

/** The search overlay: suggests events as the visitor types, and sends the form to the results page. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const fmt = useFormat();
  const localize = useLocalizedPath();
  const { storeCode } = useStoreView();
  const titleId = useId();
  const listId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [result, setResult] = useState<Suggestions>({ state: 'idle' });
  const q = suggestQuery(useDebounced(text, SUGGEST_DEBOUNCE_MS));

  useEffect(() => {
    input.current?.focus();
    void loadCatalogClient();
  }, []);

  useEffect(() => {
    if (!q) {
      setResult({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResult({ state: 'loading', q });
    loadCatalogClient()
      .then(({ clientSearch }) => clientSearch<Product>({ storeCode, entity: 'product', body: { text: q }, size: SUGGEST_SIZE }, { signal: controller.signal }))
      .then((r) => setResult({ state: 'done', q, events: r.items.map(toEventSummary) }))
      .catch((error: Error) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'error', q, timeout: error.name === 'TimeoutError' });
      });
    return () => controller.abort();
  }, [q, storeCode]);

  // Keeps Tab inside the dialog and closes on Escape (WCAG dialog pattern).
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  const status =
    result.state === 'loading'
      ? t('search.searching')
      : result.state === 'error'
        ? t(result.timeout ? 'search.timeout' : 'search.error')
        : result.state === 'done'
          ? t('search.suggestionCount', { count: result.events.length })
          : '';

  return (
    <div className="search-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className="search-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="search-panel__head">
          <h2 id={titleId} className="search-panel__title">
            {t('search.title')}
          </h2>
          <button type="button" className="search-panel__close" onClick={onClose} aria-label={t('search.close')}>
            ×
          </button>
        </div>
        <Form method="get" action={localize('/search')} role="search" className="search-panel__form">
          <label htmlFor="search-panel-q" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            ref={input}
            id="search-panel-q"
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            aria-controls={listId}
            maxLength={200}
          />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </Form>
        <p className="search-panel__status" role="status" aria-live="polite">
          {status}
        </p>
        <ul id={listId} className="search-suggestions" aria-label={t('search.suggestions')}>
          {result.state === 'done' &&
            result.events.map((e) => (
              <li key={e.sku}>
                <Link to={e.path} className="search-suggestion">
                  <img src={e.posterUrl} alt="" width={48} height={46} loading="lazy" />
                  <span className="search-suggestion__text">
                    <span className="search-suggestion__name">{e.name}</span>
                    <span className="search-suggestion__meta">
                      {[e.date ? fmt.eventDate(e.date) : '', [e.venue, e.city].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
        </ul>
        {result.state === 'done' && result.events.length > 0 && (
          <p>
            <Link to={`/search?${new URLSearchParams({ q: result.q })}`} className="search-panel__all">
              {t('search.all')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
