import type { PackageTicket, Product } from '@encore/contracts';
import { defaultSelection, imageUrl, packageTicketAvailable } from '@encore/domain';
import { maxQuantity } from '#app/features/catalog/stock.ts';
import { regularPrice, sanitizeDescription, toEventSummary, unitPrice, categoryPath } from '#app/features/catalog/reshape.ts';
import type { EventSummary } from '#app/features/catalog/types.ts';

/** A ticket a package contains, as the package page shows it (money in minor units, per ticket). */
export interface PackageTicketView {
  id: number;
  sku: string;
  qty: number;
  label: string;
  eventName: string;
  eventPath: string;
  date: string | null;
  venue: string;
  city: string;
  price: number;
  regularPrice: number | null;
  soldOut: boolean;
}

export interface PackageOptionView {
  optionId: number;
  title: string;
  required: boolean;
  selections: PackageTicketView[];
  /** The selection the choice starts with: the option's default selection (none when nothing is available). */
  initialSelectionId: number | null;
}

/** The package page's view model (docs/decisions/0024-ticket-packages.md). */
export interface PackageDetail extends EventSummary {
  type: 'grouped' | 'bundle';
  galleryUrl: string;
  descriptionHtml: string;
  categoryName: string | null;
  categoryPath: string | null;
  /** Packages the quantity picker offers (0 when sold out). */
  maxPackages: number;
  /** grouped: everything that goes to the cart. */
  tickets: PackageTicketView[];
  /** bundle: the choices. */
  options: PackageOptionView[];
}

function ticketView(t: PackageTicket): PackageTicketView {
  const price = unitPrice(t);
  return {
    id: t.id,
    sku: t.sku,
    qty: t.qty,
    label: t.ticket_category_label || t.name,
    eventName: t.event.name,
    eventPath: `/${t.event.url_path}`,
    date: t.event.date || null,
    venue: t.event.location,
    city: t.event.city,
    price,
    regularPrice: regularPrice(t, price),
    soldOut: !packageTicketAvailable(t),
  };
}

export function toPackageDetail(p: Product): PackageDetail {
  const mainCategory = p.category?.find((c) => c.url_path) ?? p.category?.[0];
  return {
    ...toEventSummary(p),
    type: p.type_id === 'bundle' ? 'bundle' : 'grouped',
    galleryUrl: imageUrl(p.image, 'gallery'),
    descriptionHtml: sanitizeDescription(p.description ?? ''),
    categoryName: mainCategory?.name ?? null,
    categoryPath: mainCategory?.url_path ? categoryPath({ url_path: mainCategory.url_path }) : null,
    maxPackages: maxQuantity(p.stock),
    tickets: (p.product_links ?? []).map(ticketView),
    options: (p.bundle_options ?? []).map((o) => ({
      optionId: o.option_id,
      title: o.title,
      required: o.required,
      selections: o.product_links.map(ticketView),
      initialSelectionId: defaultSelection(o)?.id ?? null,
    })),
  };
}

/** The selection a bundle option starts with. */
export function initialSelection(option: PackageOptionView): PackageTicketView | undefined {
  return option.selections.find((s) => s.id === option.initialSelectionId);
}

/** One package's price for the current choices: each ticket's price times its quantity. */
export function packageTotal(detail: Pick<PackageDetail, 'type' | 'tickets' | 'options'>, chosen: ReadonlyMap<number, number>): number {
  if (detail.type === 'grouped') return detail.tickets.reduce((sum, t) => sum + t.price * t.qty, 0);
  let sum = 0;
  for (const o of detail.options) {
    const s = o.selections.find((x) => x.id === chosen.get(o.optionId)) ?? initialSelection(o);
    if (s) sum += s.price * s.qty;
  }
  return sum;
}
