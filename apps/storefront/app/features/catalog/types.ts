/** Storefront view models of catalogue data (what components see; built in catalog.server.ts). */
export interface MenuCategory {
  id: number;
  name: string;
  /** App path without store prefix, e.g. '/c/konserter'. */
  path: string;
}

export interface EventSummary {
  id: number;
  sku: string;
  name: string;
  path: string;
  posterUrl: string;
  /** ISO-8601 UTC event start. */
  date: string | null;
  venue: string;
  city: string;
  /** Cheapest ticket price incl. VAT, minor units. */
  fromPrice: number | null;
  /** Ticket-category skus the "from" price is the cheapest of; listings refresh it from these after hydration (default: the event's sku). */
  priceSkus?: string[];
  /** A grouped package's price is one fixed sum, not a "from" price. */
  fixedPrice?: boolean;
  soldOut: boolean;
}

export type Availability = 'in_stock' | 'few_left' | 'sold_out';

export interface TicketCategory {
  sku: string;
  label: string;
  /** Unit price incl. VAT, minor units. */
  price: number;
  /** Regular price when a special price applies (minor units), else null. */
  regularPrice: number | null;
  availability: Availability;
  /** Tickets that can still be bought now (null when stock is not managed). */
  available: number | null;
  /** Largest quantity the picker offers (0 when sold out). */
  maxQty: number;
}

export interface EventDetail extends EventSummary {
  galleryUrl: string;
  /** Sanitised HTML (p, br, strong, em, lists). */
  descriptionHtml: string;
  shortDescription: string;
  categoryName: string | null;
  categoryPath: string | null;
  tickets: TicketCategory[];
}

export interface Breadcrumb {
  name: string;
  path: string | null;
}
