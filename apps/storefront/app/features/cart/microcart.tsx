import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { isFewLeft, MAX_TICKETS_PER_ROW } from '@encore/domain';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link, useLocalizedPath } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import { CouponForm } from './coupon-form.tsx';
import { HoldCountdown } from './hold/hold-countdown.tsx';
import type { CartActionResult, CartLine } from './types.ts';
import { LineStock } from './line-stock.tsx';
import { useQueueIfOffline } from './sync-queue/use-cart-sync-queue.ts';

/**
 * The microcart: a modal side panel built on <dialog> (focus moves in on
 * open, Esc closes, focus returns to the opener, the page behind is inert).
 */
export function Microcart() {
  const t = useT();
  const fmt = useFormat();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const open = useUiStore((s) => s.microcartOpen);
  const close = useUiStore((s) => s.closeMicrocart);
  const cart = useRootData()?.cart;
  const location = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Navigating away (e.g. 'Till kassan') closes the panel. The panel mounts when it first opens
  // (MicrocartOnDemand), so only a change of page after that counts.
  const shownOn = useRef(location.pathname);
  useEffect(() => {
    if (shownOn.current === location.pathname) return;
    shownOn.current = location.pathname;
    close();
  }, [location.pathname, close]);

  function onClose() {
    close();
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
  }

  const lines = cart?.lines ?? [];
  return (
    <dialog
      ref={ref}
      className="microcart"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="microcart__panel">
        <div className="microcart__header">
          <h2 id={titleId}>{t('microcart.title')}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t('microcart.close')}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {lines.length === 0 ? (
          <div className="microcart__empty">
            <p>{t('microcart.empty')}</p>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('microcart.continue')}
            </button>
          </div>
        ) : (
          <>
            <ul className="microcart__lines">
              {lines.map((line) => (
                <MicrocartLine key={line.itemId} line={line} />
              ))}
            </ul>
            <div className="microcart__footer">
              <HoldCountdown />
              <CouponForm />
              <p className="microcart__total">
                <span>{t('microcart.total')}</span>
                <strong data-testid="microcart-total">{fmt.price(cart?.grandTotal ?? 0)}</strong>
              </p>
              <p className="microcart__vat">{t('microcart.vat')}</p>
              <Link to="/checkout" className="button button--primary button--block" onClick={close}>
                {t('microcart.checkout')}
              </Link>
              <button type="button" className="button button--ghost button--block" onClick={close}>
                {t('microcart.continue')}
              </button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}

function MicrocartLine({ line }: { line: CartLine }) {
  const t = useT();
  const fmt = useFormat();
  const lp = useLocalizedPath();
  const fetcher = useFetcher<CartActionResult>({ key: `line-${line.itemId}` });
  const [confirming, setConfirming] = useState(false);
  const editing = useUiStore((s) => (s.editing?.productId === line.productId ? s.editing : null));
  const startEdit = useUiStore((s) => s.startEdit);
  const updateEdit = useUiStore((s) => s.updateEdit);
  const stopEdit = useUiStore((s) => s.stopEdit);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const queueIfOffline = useQueueIfOffline();

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const pendingQty = fetcher.formData?.get('intent') === 'update' ? Number(fetcher.formData.get('qty')) : null;
  const qty = pendingQty ?? line.qty;
  const removing = fetcher.formData?.get('intent') === 'remove';
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;

  function submit(intent: 'update' | 'remove', newQty?: number, toSku?: string) {
    const fd = new FormData();
    fd.set('intent', intent);
    fd.set('itemId', String(line.itemId));
    fd.set('sku', line.sku);
    fd.set('js', '1');
    if (newQty !== undefined) fd.set('qty', String(newQty));
    if (toSku && toSku !== line.sku) fd.set('toSku', toSku);
    const fields = Object.fromEntries([...fd].map(([k, v]) => [k, String(v)]));
    if (queueIfOffline(lp('/cart'), fields)) return;
    fetcher.submit(fd, { method: 'post', action: lp('/cart') });
  }

  return (
    <li className={`microcart-line${removing ? ' is-removing' : ''}`} aria-labelledby={`${id}-name`}>
      {line.thumbnailUrl && <img className="microcart-line__thumb" src={line.thumbnailUrl} alt="" width={72} height={72} loading="lazy" />}
      <div className="microcart-line__info">
        <p className="microcart-line__name" id={`${id}-name`}>
          {line.path ? <Link to={line.path}>{line.name}</Link> : line.name}
        </p>
        {line.ticketCategory && <p className="microcart-line__meta">{line.ticketCategory}</p>}
        {line.date && <p className="microcart-line__meta">{fmt.eventDate(line.date)}</p>}
        <LineStock line={line} />
        <div className="microcart-line__controls">
          <div className="stepper" role="group" aria-label={t('microcart.quantity')}>
            <button type="button" className="stepper__button" aria-label={t('microcart.decrease', { name: line.name })} disabled={qty <= 1 || fetcher.state !== 'idle'} onClick={() => submit('update', qty - 1)}>
              −
            </button>
            <output className="stepper__value" aria-live="polite" data-testid="line-qty">
              {qty}
            </output>
            <button type="button" className="stepper__button" aria-label={t('microcart.increase', { name: line.name })} disabled={qty >= MAX_TICKETS_PER_ROW || fetcher.state !== 'idle'} onClick={() => submit('update', qty + 1)}>
              +
            </button>
          </div>
          <strong className="microcart-line__total">{fmt.price(line.rowTotal)}</strong>
        </div>
        {editing ? (
          <div className="microcart-edit" role="group" aria-label={t('cart.edit.title', { name: line.name })} data-testid="line-edit">
            <label htmlFor={`${id}-edit-qty`}>{t('microcart.quantity')}</label>
            <select id={`${id}-edit-qty`} className="select" value={editing.qty} onChange={(e) => updateEdit({ qty: Number(e.target.value) })}>
              {Array.from({ length: MAX_TICKETS_PER_ROW }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {(line.categories?.length ?? 0) > 1 && (
              <>
                <label htmlFor={`${id}-edit-category`}>{t('cartEdit.category')}</label>
                <select
                  id={`${id}-edit-category`}
                  className="select"
                  data-testid="line-edit-category"
                  value={editing.selectedOptions.ticket_category ?? line.sku}
                  onChange={(e) => updateEdit({ selectedOptions: { ...editing.selectedOptions, ticket_category: e.target.value } })}
                >
                  {line.categories!.map((c) => (
                    // The line's own category stays selectable even when nothing more is left of it.
                    <option key={c.sku} value={c.sku} disabled={c.soldOut && c.sku !== line.sku}>
                      {c.soldOut
                        ? t('cartEdit.optionSoldOut', { label: c.label })
                        : c.available !== null && isFewLeft(c.available)
                          ? t('cartEdit.optionLeft', { label: c.label, price: fmt.price(c.price), count: c.available })
                          : t('cartEdit.option', { label: c.label, price: fmt.price(c.price) })}
                    </option>
                  ))}
                </select>
              </>
            )}
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => {
                const toSku = editing.selectedOptions.ticket_category ?? line.sku;
                if (toSku !== line.sku) submit('update', editing.qty, toSku);
                else if (editing.qty !== line.qty) submit('update', editing.qty);
                stopEdit();
              }}
            >
              {t('cart.edit.save')}
            </button>
            <button type="button" className="button button--small button--ghost" onClick={stopEdit}>
              {t('cart.edit.cancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="link-button"
            onClick={() => startEdit({ productId: line.productId, qty: line.qty, selectedOptions: { ticket_category: line.sku } })}
          >
            {t('cart.edit.edit')}
            <span className="visually-hidden"> {line.name}</span>
          </button>
        )}
        {confirming ? (
          <div className="confirm" role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`} className="confirm__text">
              {t('microcart.confirmRemove', { name: line.name })}
            </p>
            <button
              ref={confirmRef}
              type="button"
              className="button button--small button--danger"
              onClick={() => {
                setConfirming(false);
                submit('remove');
              }}
            >
              {t('microcart.yes')}
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => removeRef.current?.focus());
              }}
            >
              {t('microcart.cancel')}
            </button>
          </div>
        ) : (
          <button ref={removeRef} type="button" className="link-button" onClick={() => setConfirming(true)} disabled={removing}>
            {t('microcart.remove')}
            <span className="visually-hidden"> {line.name}</span>
          </button>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
