import type { PackageTicket, Product } from '@encore/contracts';
import { defaultSelection, imageUrl, packageTicketAvailable, shownCataloguePrice } from '@encore/domain';
import { sanitizeDescription } from '#app/features/catalog/description.server.ts';
import { mainCategoryOf, toEventSummary } from '#app/features/catalog/reshape.ts';
import { maxQuantity } from '#app/features/catalog/stock.ts';
import type { PackageDetail, PackageTicketView } from './package-detail.ts';

function ticketView(t: PackageTicket): PackageTicketView {
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
    ...shownCataloguePrice(t),
    soldOut: !packageTicketAvailable(t),
  };
}

/** The package page's view model, built in its loader so the description is sanitised before it reaches the page. */
export function toPackageDetail(p: Product): PackageDetail {
  const mainCategory = mainCategoryOf(p);
  return {
    ...toEventSummary(p),
    type: p.type_id === 'bundle' ? 'bundle' : 'grouped',
    galleryUrl: imageUrl(p.image, 'gallery'),
    descriptionHtml: sanitizeDescription(p.description),
    categoryName: mainCategory?.name ?? null,
    categoryPath: mainCategory?.path ?? null,
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
