import type { StoreView } from '@encore/contracts';
import type { Availability, EventDetail } from '#app/features/catalog/types.ts';
import { htmlText } from '#app/lib/html.server.ts';
import { absoluteUrl } from './hreflang.ts';

const AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  few_left: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
};

/** schema.org prices are decimal strings in major units ('1250.00'); our amounts are integer minor units. */
export function decimalPrice(minor: number, fractionDigits: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const unit = 10 ** fractionDigits;
  const whole = Math.floor(abs / unit);
  const frac = String(abs % unit).padStart(fractionDigits, '0');
  return fractionDigits > 0 ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
}

/** The schema.org Event of an event page, with one Offer per ticket category. */
export function eventJsonLd(event: EventDetail, storeView: Pick<StoreView, 'i18n' | 'tax'>, pageUrl: string, origin: string): Record<string, unknown> {
  const { currencyCode, fractionDigits } = storeView.i18n;
  const description = event.shortDescription || htmlText(event.descriptionHtml);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    ...(event.date ? { startDate: event.date } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.city, addressCountry: 'SE' },
    },
    image: [/^https?:/.test(event.galleryUrl) ? event.galleryUrl : absoluteUrl(origin, event.galleryUrl)],
    ...(description ? { description } : {}),
    url: pageUrl,
    offers: event.tickets.map((t) => ({
      '@type': 'Offer',
      name: t.label,
      sku: t.sku,
      price: decimalPrice(t.price, fractionDigits),
      priceCurrency: currencyCode,
      availability: AVAILABILITY[t.availability],
      url: pageUrl,
    })),
  };
}
