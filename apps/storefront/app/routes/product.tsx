import { data } from 'react-router';
import type { Route } from './+types/product';
import { AddToCartForm } from '#app/features/cart/add-to-cart.tsx';
import { loadEvent } from '#app/features/catalog/catalog.server.ts';
import type { TicketCategory } from '#app/features/catalog/types.ts';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { formatEventDate, formatPrice } from '@encore/domain';
import { useFormat } from '#app/lib/format.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const event = await loadEvent(storeView, params.parentSku);
  if (!event) throw data(null, { status: 404 });
  const intl = serverIntl(storeView.i18n.defaultLocale);
  return {
    event,
    seo: {
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
    },
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const fmt = useFormat();
  const { event } = loaderData;
  const crumbs = [...(event.categoryName ? [{ name: event.categoryName, path: event.categoryPath }] : []), { name: event.name, path: null }];
  return (
    <div className="container product-page">
      <Breadcrumbs items={crumbs} />
      <div className="product">
        <div className="product__media">
          <img src={event.galleryUrl} alt={event.name} width={600} height={744} fetchPriority="high" />
        </div>
        <div className="product__info">
          <h1 className="product__title">{event.name}</h1>
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
                <span data-testid="event-venue">{event.venue}</span>
                {event.city && (
                  <>
                    , <span data-testid="event-city">{event.city}</span>
                  </>
                )}
              </dd>
            </div>
          </dl>
          <section className="tickets" aria-labelledby="tickets-title">
            <h2 id="tickets-title" className="tickets__title">
              {t('product.tickets')}
            </h2>
            <ul className="tickets__list">
              {event.tickets.map((ticket) => (
                <TicketRow key={ticket.sku} ticket={ticket} />
              ))}
            </ul>
          </section>
        </div>
      </div>
      {event.descriptionHtml && (
        <section className="product__about" aria-labelledby="about-title">
          <h2 id="about-title" className="section-title">
            {t('product.about')}
          </h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: event.descriptionHtml }} />
        </section>
      )}
    </div>
  );
}

function TicketRow({ ticket }: { ticket: TicketCategory }) {
  const t = useT();
  const fmt = useFormat();
  const soldOut = ticket.availability === 'sold_out';
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
        {ticket.availability === 'few_left' && ticket.available !== null && <p className="badge badge--warning">{t('product.fewLeft', { n: ticket.available })}</p>}
      </div>
      {soldOut ? (
        <div className="ticket__soldout">
          <button type="button" className="button" disabled>
            {t('product.soldOut')}
          </button>
        </div>
      ) : (
        <AddToCartForm ticket={ticket} />
      )}
    </li>
  );
}
