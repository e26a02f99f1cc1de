import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { AddStatus, QuantityAndSubmit, useAddToCart } from '#app/features/cart/add-to-cart.tsx';
import { useQueueIfOffline } from '#app/features/cart/sync-queue/use-cart-sync-queue.ts';
import { CompareToggle } from '#app/features/compare/compare-toggle.tsx';
import { ProductFrame } from '#app/features/catalog/product-frame.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link, useLocalizedPath } from '#app/lib/link.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { initialSelection, packageTotal, type PackageDetail, type PackageOptionView, type PackageTicketView } from './package-detail.ts';

/**
 * A grouped or bundle product's page (docs/decisions/0024-ticket-packages.md): what the package holds,
 * the bundle's choices as radio groups, a running total, and one form that puts every ticket in the cart.
 * Works without JavaScript: the defaults are checked and the form posts to /cart.
 */
export function PackageView({ pkg }: { pkg: PackageDetail }) {
  const t = useT();
  return (
    <ProductFrame product={pkg} className="package-page">
      <p className="package__lead" data-testid="package-lead">
        {t(pkg.type === 'bundle' ? 'package.bundle.lead' : 'package.grouped.lead')}
      </p>
      <CompareToggle sku={pkg.sku} name={pkg.name} />
      <PackageForm pkg={pkg} />
    </ProductFrame>
  );
}

function PackageForm({ pkg }: { pkg: PackageDetail }) {
  const t = useT();
  const fmt = useFormat();
  const id = useId();
  const lp = useLocalizedPath();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const queueIfOffline = useQueueIfOffline();
  const add = useAddToCart(pkg.sku);
  const fetcher = add.fetcher;
  const [chosen, setChosen] = useState<Map<number, number>>(() => new Map());
  const soldOut = pkg.maxPackages === 0;
  const titleId = `${id}-title`;
  return (
    <fetcher.Form
      method="post"
      action={lp('/cart')}
      className="package-form"
      aria-labelledby={titleId}
      aria-describedby={add.error ? `${id}-error` : undefined}
      onSubmit={(event) => {
        const fields = Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]));
        if (queueIfOffline(lp('/cart'), fields)) event.preventDefault();
      }}
    >
      <h2 id={titleId} className="tickets__title">
        {t(pkg.type === 'bundle' ? 'package.choices' : 'package.contents')}
      </h2>
      <input type="hidden" name="intent" value="add-package" />
      <input type="hidden" name="sku" value={pkg.sku} />
      <input type="hidden" name="redirectTo" value={pathname} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      {pkg.type === 'grouped' ? (
        <ul className="package__tickets">
          {pkg.tickets.map((ticket) => (
            <li key={ticket.sku} className="package__ticket" data-sku={ticket.sku}>
              <TicketSummary ticket={ticket} />
            </li>
          ))}
        </ul>
      ) : (
        pkg.options.map((option) => <OptionChoice key={option.optionId} option={option} onChoose={(sel) => setChosen((m) => new Map(m).set(option.optionId, sel))} />)
      )}
      <p className="package__total" data-testid="package-total">
        {t('package.total', { price: fmt.price(packageTotal(pkg, chosen)) })}
      </p>
      {soldOut ? (
        <button type="button" className="button" disabled>
          {t('package.soldOut')}
        </button>
      ) : (
        <div className="add-to-cart">
          <QuantityAndSubmit id={id} label={t('package.quantity')} max={pkg.maxPackages} submit={t('package.add')} busy={add.busy} />
        </div>
      )}
      <AddStatus id={id} add={add} />
    </fetcher.Form>
  );
}

/** One bundle option: a radio per ticket category, sold-out ones disabled. */
function OptionChoice({ option, onChoose }: { option: PackageOptionView; onChoose: (selectionId: number) => void }) {
  const t = useT();
  const fmt = useFormat();
  const start = initialSelection(option);
  const first = option.selections[0];
  return (
    <fieldset className="package__option" data-option={option.optionId}>
      <legend className="package__option-title">{option.title}</legend>
      {first && (
        <p className="package__event">
          <Link to={first.eventPath}>{first.eventName}</Link>
          {first.date && <> · {fmt.eventDate(first.date)}</>}
          {first.venue && <> · {[first.venue, first.city].filter(Boolean).join(', ')}</>}
        </p>
      )}
      {option.selections.map((s) => (
        <label key={s.id} className="package__choice">
          <input type="radio" name={`option-${option.optionId}`} value={s.id} defaultChecked={s.id === start?.id} disabled={s.soldOut} required={option.required} onChange={() => onChoose(s.id)} />{' '}
          <span>{s.soldOut ? t('package.optionSoldOut', { label: s.label }) : s.label}</span> <strong>{fmt.price(s.price)}</strong>
          {s.qty > 1 && <span className="package__qty"> × {s.qty}</span>}
        </label>
      ))}
    </fieldset>
  );
}

/** A grouped package's ticket: how many, which category, for which event, when and where. */
function TicketSummary({ ticket }: { ticket: PackageTicketView }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <>
      <h3 className="ticket__name">
        {t('package.tickets', { qty: ticket.qty })}, {ticket.label}
      </h3>
      <p className="package__event">
        <Link to={ticket.eventPath}>{ticket.eventName}</Link>
        {ticket.date && <> · {fmt.eventDate(ticket.date)}</>}
        {ticket.venue && <> · {[ticket.venue, ticket.city].filter(Boolean).join(', ')}</>}
      </p>
      <p className="ticket__price">
        <strong>{fmt.price(ticket.price)}</strong>
        {ticket.regularPrice !== null && <s className="ticket__regular">{t('product.regularPrice', { price: fmt.price(ticket.regularPrice) })}</s>}{' '}
        <span className="ticket__vat">{t('product.perTicket')}</span>
        {ticket.soldOut && <span className="stock-status stock-status--sold_out"> {t('product.soldOut')}</span>}
      </p>
    </>
  );
}
