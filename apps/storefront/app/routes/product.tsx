import { resolveUnknownUrl } from '#app/features/url/url-resolver.server.ts';
import type { Route } from './+types/product';
import { eventPathSchema } from '@encore/contracts';
import { readParams } from '#app/lib/request-input.server.ts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { AddToCartForm } from '#app/features/cart/add-to-cart.tsx';
import { findEventProduct } from '#app/features/catalog/catalog.server.ts';
import { toEventDetail } from '#app/features/catalog/event-detail.server.ts';
import { maxQuantity } from '#app/features/catalog/stock.ts';
import type { TicketCategory } from '#app/features/catalog/types.ts';
import { useRecordRecentView } from '#app/features/account/use-record-recent-view.ts';
import { CompareToggle } from '#app/features/compare/compare-toggle.tsx';
import type { ShownPrice as TicketPrice } from '@encore/domain';
import { EventDetails } from '#app/features/event/event-details.tsx';
import { eventDetailRows } from '#app/features/event/event-detail-rows.ts';
import { useLiveEvent } from '#app/features/event/live-event.ts';
import { stockState, ticketsLeft, type StockState } from '#app/features/event/stock-state.ts';
import { StockStatus } from '#app/features/event/stock-status.tsx';
import { loadAttributes } from '#app/features/listing/attributes.server.ts';
import { eventPlaceLinks } from '#app/features/places/places.ts';
import { loadVenues } from '#app/features/places/places.server.ts';
import type { Product, StockItem } from '@encore/contracts';
import { toPackageDetail } from '#app/features/package/package-detail.server.ts';
import { PackageView } from '#app/features/package/package-view.tsx';
import { ProductFrame } from '#app/features/catalog/product-frame.tsx';
import { TitledSection } from '#app/features/layout/titled-section.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { formatEventDate, formatPrice, isPackageType } from '@encore/domain';
import { useFormat } from '#app/lib/format.ts';
import { Link } from '#app/lib/link.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';
import { eventPaths } from '#app/features/seo/alternates.server.ts';
import { eventJsonLd } from '#app/features/seo/event-json-ld.ts';
import { buildSeo, publicOrigin } from '#app/features/seo/seo.server.ts';

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export function loader({ request, params }: Route.LoaderArgs) {
  return orUnavailable(async () => {
    const storeView = resolveStoreView(request);
    const path = readParams(params, eventPathSchema);
    if (!path) return resolveUnknownUrl(request);
    const product = await findEventProduct(storeView, path.parentSku);
    // An old address of a renamed category or event may have a rewrite; otherwise this is the 404 page.
    if (!product) return resolveUnknownUrl(request);
    const paths = eventPaths(product);
    if (isPackageType(product.type_id)) return packageLoaderData(request, storeView, product, paths);
    const event = toEventDetail(product);
    // Without the venue list the venue and city simply stay unlinked.
    const [attributes, venues] = await Promise.all([loadAttributes(storeView).catch(() => []), loadVenues().catch(() => [])]);
    const intl = serverIntl(storeView.i18n.defaultLocale);
    const seo = buildSeo(request, storeView, {
      title: intl.formatMessage({ id: 'meta.event.title' }, { name: event.name }),
      description: intl.formatMessage(
        { id: 'meta.event.description' },
        {
          name: event.name,
          venue: event.venue,
          city: event.city,
          date: event.date ? formatEventDate(event.date, storeView) : '',
          price: event.fromPrice !== null ? formatPrice(event.fromPrice, storeView) : '',
        },
      ),
      paths,
    });
    seo.jsonLd = [eventJsonLd(event, storeView, seo.canonical ?? '', publicOrigin(request))];
    return {
      kind: 'event' as const,
      event,
      details: eventDetailRows(product as unknown as Record<string, unknown>, attributes),
      places: eventPlaceLinks({ venueId: product.venue_id ?? null, venue: event.venue, city: event.city }, venues),
      priceStore: { storeId: storeView.storeId, currencyCode: storeView.i18n.currencyCode },
      seo,
    };
  });
}

/** A grouped or bundle product's page: its tickets, its choices, one form for all (docs/decisions/0024-ticket-packages.md). */
function packageLoaderData(request: Request, storeView: ReturnType<typeof resolveStoreView>, product: Product, paths: ReturnType<typeof eventPaths>) {
  const pkg = toPackageDetail(product);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const seo = buildSeo(request, storeView, {
    title: intl.formatMessage({ id: 'meta.event.title' }, { name: pkg.name }),
    description: product.short_description || intl.formatMessage({ id: 'meta.event.title' }, { name: pkg.name }),
    paths,
  });
  return { kind: 'package' as const, pkg, seo };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // Two components, so a client navigation between an event and a package never changes one component's hooks.
  return loaderData.kind === 'package' ? <PackageView pkg={loaderData.pkg} /> : <EventPage data={loaderData} />;
}

function EventPage({ data: loaderData }: { data: Extract<Route.ComponentProps['loaderData'], { kind: 'event' }> }) {
  const t = useT();
  const fmt = useFormat();
  const { event, details, priceStore, places } = loaderData;
  const live = useLiveEvent(
    event.tickets.map((x) => x.sku),
    priceStore,
  );
  useRecordRecentView(event.sku, event.name);
  return (
    <ProductFrame product={event}>
      <dl className="facts">
        {event.date && (
          <div className="facts__row">
            <dt>{t('product.date')}</dt>
            <dd>
              <time dateTime={event.date} data-testid="event-date">
                {fmt.eventDate(event.date)}
              </time>
            </dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t('product.venue')}</dt>
          <dd>
            <PlaceName path={places.venuePath} testId="event-venue">
              {event.venue}
            </PlaceName>
            {event.city && (
              <>
                ,{' '}
                <PlaceName path={places.cityPath} testId="event-city">
                  {event.city}
                </PlaceName>
              </>
            )}
          </dd>
        </div>
      </dl>
      <CompareToggle sku={event.sku} name={event.name} />
      <TitledSection id="tickets-title" className="tickets" titleClassName="tickets__title" title={t('product.tickets')}>
        <ul className="tickets__list">
          {event.tickets.map((ticket) => (
            <TicketRow key={ticket.sku} ticket={ticket} stock={live.stock} currentPrice={live.currency.prices[ticket.sku]} />
          ))}
        </ul>
        <p className="price-refreshed" data-testid="price-state" data-price-is-current={String(live.currency.price_is_current)}>
          {live.currency.price_refreshed_at ? t('event.pricesCurrent', { time: fmt.eventDate(live.currency.price_refreshed_at) }) : ''}
        </p>
      </TitledSection>
      <EventDetails rows={details} />
    </ProductFrame>
  );
}

/** A venue or city name, linked to its places page when that page exists. */
function PlaceName({ path, testId, children }: { path: string | null; testId: string; children: string }) {
  return path ? (
    <Link to={path} data-testid={testId}>
      {children}
    </Link>
  ) : (
    <span data-testid={testId}>{children}</span>
  );
}

function TicketRow({ ticket: snapshot, stock, currentPrice }: { ticket: TicketCategory; stock: Map<string, StockItem> | null; currentPrice: TicketPrice | undefined }) {
  const t = useT();
  const fmt = useFormat();
  const ticket = currentPrice ? { ...snapshot, ...currentPrice } : snapshot;
  const item = stock?.get(ticket.sku);
  const state: StockState = stockState(item, stock !== null);
  const soldOut = state === 'sold_out' || (state === 'checking' && ticket.availability === 'sold_out');
  const unavailable = state === 'not_available_yet';
  const headingId = `ticket-${ticket.sku}`;
  return (
    <li className={`ticket${soldOut ? ' ticket--soldout' : ''}`} aria-labelledby={headingId} data-sku={ticket.sku}>
      <div className="ticket__head">
        <h3 id={headingId} className="ticket__name">
          {ticket.label}
        </h3>
        <p className="ticket__price">
          <strong data-testid="ticket-price">{fmt.price(ticket.price)}</strong>
          {ticket.regularPrice !== null && <s className="ticket__regular">{t('product.regularPrice', { price: fmt.price(ticket.regularPrice) })}</s>}
          <span className="ticket__vat">{t('product.perTicket')}</span>
        </p>
        <StockStatus
          state={state}
          left={ticketsLeft(item)}
          snapshotLeft={snapshot.availability === 'few_left' ? snapshot.available : null}
        />
      </div>
      {soldOut || unavailable ? (
        <div className="ticket__soldout">
          <button type="button" className="button" disabled>
            {t(soldOut ? 'product.soldOut' : 'event.stock.not_available_yet')}
          </button>
        </div>
      ) : (
        <AddToCartForm ticket={item ? { ...ticket, maxQty: maxQuantity(item) } : ticket} />
      )}
    </li>
  );
}
