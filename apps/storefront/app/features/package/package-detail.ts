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
