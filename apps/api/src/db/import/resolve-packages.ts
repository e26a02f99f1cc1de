import type { BundleOptionTable, ProductCategoryTable, ProductLinkTable, ProductTable } from '../schema.ts';
import { TRANSLATED_STORES, type PackageRecord } from './import-format.ts';
import { recordLabel } from './validate.ts';
import { translationColumns } from '../translations-hash.ts';

/** The rows one package writes (docs/decisions/0024-ticket-packages.md). */
export interface PackageRows {
  product: ProductTable;
  categories: ProductCategoryTable[];
  options: BundleOptionTable[];
  links: ProductLinkTable[];
}

/** A ticket category a package may link to: from this file's events or already in the shop. */
export interface LinkableTicket {
  id: number;
  eventDate: string | null;
}

export interface PackageContext {
  tickets: Map<string, LinkableTicket>;
  /** Existing products by sku (a package sku must not be an event or ticket, nor the other way round). */
  existing: Map<string, { id: number; type_id: string }>;
  /** sku of every existing product id. */
  productIds: Map<number, string>;
  /** url_key → sku of top-level products (events and packages) in the shop or this file. */
  urlOwners: Map<string, string>;
  venues: Map<number, { name: string; city: string }>;
  knownCategory: (id: number) => boolean;
  nextId: () => number;
  now: string;
}

const json = (v: unknown) => JSON.stringify(v);

export function planPackages(packages: PackageRecord[], ctx: PackageContext, issues: string[]): PackageRows[] {
  const out: PackageRows[] = [];
  packages.forEach((p, i) => {
    const where = recordLabel('packages', i, p);
    const before = issues.length;
    const known = ctx.existing.get(p.sku);
    if (known && known.type_id !== p.type) issues.push(`${where}: sku: ${p.sku} is already a ${known.type_id} product in the database`);
    if (p.id !== undefined) {
      if (known && known.id !== p.id) issues.push(`${where}: id: sku ${p.sku} already has id ${known.id}`);
      const owner = ctx.productIds.get(p.id);
      if (owner !== undefined && owner !== p.sku) issues.push(`${where}: id: id ${p.id} belongs to sku ${owner}`);
    }
    const owner = ctx.urlOwners.get(p.url_key);
    if (owner !== undefined && owner !== p.sku) issues.push(`${where}: url_key: ${JSON.stringify(p.url_key)} is used by ${owner}`);
    if (p.venue_id !== null && !ctx.venues.has(p.venue_id)) issues.push(`${where}: venue_id: unknown venue ${p.venue_id}`);
    p.category_ids.forEach((cid, k) => {
      if (!ctx.knownCategory(cid)) issues.push(`${where}: category_ids[${k}]: unknown category ${cid}`);
    });
    const ticket = (sku: string, field: string): LinkableTicket | undefined => {
      const t = ctx.tickets.get(sku);
      if (!t) issues.push(`${where}: ${field}.sku: ${sku} is not a ticket category of any event`);
      return t;
    };
    const groupLinks = p.links.map((l, k) => ({ l, t: ticket(l.sku, `links[${k}]`) }));
    const optionLinks = p.options.map((o, k) => {
      const selections = o.selections.map((s, j) => ({ s, t: ticket(s.sku, `options[${k}].selections[${j}]`) }));
      const seen = new Set<string>();
      o.selections.forEach((s, j) => {
        if (seen.has(s.sku)) issues.push(`${where}: options[${k}].selections[${j}].sku: duplicate value ${JSON.stringify(s.sku)}`);
        seen.add(s.sku);
      });
      if (o.selections.filter((s) => s.is_default).length > 1) issues.push(`${where}: options[${k}].selections: at most one selection is_default`);
      return selections;
    });
    const seenLinks = new Set<string>();
    p.links.forEach((l, k) => {
      if (seenLinks.has(l.sku)) issues.push(`${where}: links[${k}].sku: duplicate value ${JSON.stringify(l.sku)}`);
      seenLinks.add(l.sku);
    });
    if (issues.length > before) return;

    const id = p.id ?? known?.id ?? ctx.nextId();
    ctx.urlOwners.set(p.url_key, p.sku);
    const dates = [...groupLinks.map((x) => x.t!.eventDate), ...optionLinks.flat().map((x) => x.t!.eventDate)].filter((d): d is string => !!d).sort();
    const date = p.date ?? dates[0] ?? null;
    const venue = p.venue_id === null ? undefined : ctx.venues.get(p.venue_id);
    const location = p.location ?? venue?.name ?? '';
    const attrs = [
      ...(location ? [{ attribute_code: 'location', value: location }] : []),
      ...(date ? [{ attribute_code: 'event_month', value: date.slice(0, 7) }] : []),
    ];
    const product: ProductTable = {
      id,
      sku: p.sku,
      type_id: p.type,
      parent_id: null,
      name: p.name,
      url_key: p.url_key,
      status: p.status,
      visibility: p.visibility,
      tax_class_id: p.tax_class_id,
      description: p.description,
      short_description: p.short_description,
      image: p.image,
      event_date: date,
      venue_id: p.venue_id,
      city: p.city ?? venue?.city ?? '',
      activity: '',
      ticket_type: 'e-ticket',
      ticket_category: null,
      best_selling_event: p.best_selling_event ? 1 : 0,
      avoid_single_ticket: 0,
      cart_heading: '',
      cart_description: '',
      position: p.position,
      attributes_json: json(attrs),
      ...translationColumns(p.i18n),
      created_at: p.created_at ?? ctx.now,
      updated_at: p.updated_at ?? ctx.now,
    };
    const links: ProductLinkTable[] = groupLinks.map(({ l, t }, k) => ({ product_id: id, option_id: 0, linked_product_id: t!.id, qty: l.qty, is_default: 1, position: k }));
    const options: BundleOptionTable[] = [];
    p.options.forEach((o, k) => {
      const titles: Record<string, string> = {};
      for (const s of TRANSLATED_STORES) if (o.titles[s]) titles[s] = o.titles[s];
      options.push({ product_id: id, option_id: k + 1, code: o.code, title: o.title, required: o.required ? 1 : 0, position: k, i18n_json: json(titles) });
      optionLinks[k]!.forEach(({ s, t }, j) => links.push({ product_id: id, option_id: k + 1, linked_product_id: t!.id, qty: s.qty, is_default: s.is_default ? 1 : 0, position: j }));
    });
    out.push({ product, categories: [...new Set(p.category_ids)].map((category_id) => ({ product_id: id, category_id, position: p.position })), options, links });
  });
  return out;
}
