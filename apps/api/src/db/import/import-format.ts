import { z } from 'zod';

/**
 * The Encore catalogue import format (docs/catalogue-import-format.md).
 * One JSON document with optional sections; every record is strict so a
 * misspelt field is reported instead of silently dropped. Money is integer
 * minor units (öre, cent) including VAT; dates are ISO-8601 UTC ('…Z').
 */

export const IMPORT_FORMAT = 'encore-catalogue';
export const IMPORT_FORMAT_VERSION = 1;

/** Translatable store views other than the default (Swedish) one. */
export const TRANSLATED_STORES = ['store_de', 'store_it'] as const;
export type TranslatedStore = (typeof TRANSLATED_STORES)[number];

const id = z.int().positive();
const minor = z.int().nonnegative();
const isoUtc = z.iso.datetime();
const text = z.string();
const nonEmpty = z.string().trim().min(1);
const urlKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a url key: lower-case a-z, 0-9 and single dashes');
const httpsUrl = z.url({ protocol: /^https$/ });
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

function perStore<T extends z.ZodType>(schema: T) {
  return z.object({ store_de: schema.optional(), store_it: schema.optional() }).strict();
}

export const venueSchema = z
  .object({
    id,
    name: nonEmpty,
    url_key: urlKey,
    city: nonEmpty,
    address: text.default(''),
    country_id: z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 country code').default('SE'),
    capacity: z.int().nonnegative().default(0),
    description: text.default(''),
    created_at: isoUtc.optional(),
  })
  .strict();

export const categoryTranslationSchema = z
  .object({
    name: nonEmpty.optional(),
    url_key: urlKey.optional(),
    url_path: z.string().min(1).optional(),
    description: text.optional(),
    short_description: text.optional(),
    tour_information: text.optional(),
  })
  .strict();

export const categorySchema = z
  .object({
    id,
    /** null for a root category (level 1); the shop's root is id 2. */
    parent_id: id.nullable(),
    name: nonEmpty,
    url_key: urlKey,
    /** Defaults to the parent's url_path + '/' + url_key (just url_key below a root). */
    url_path: z.string().min(1).optional(),
    is_active: flag.default(true),
    is_artist: flag.default(false),
    /** Defaults to 'artist' for artist categories, 'category' otherwise. */
    entity_type: nonEmpty.optional(),
    position: z.int().default(0),
    frontend_position: z.int().optional(),
    description: text.default(''),
    short_description: text.default(''),
    /** Media key (e.g. 'categories/konserter'), see imageUrl(). */
    image: text.nullable().default(null),
    tour_information: text.nullable().default(null),
    spotify_embed_url: httpsUrl.nullable().default(null),
    youtube_embed_url: httpsUrl.nullable().default(null),
    popular_event_block_identifier: text.nullable().default(null),
    i18n: perStore(categoryTranslationSchema).default({}),
    created_at: isoUtc.optional(),
    updated_at: isoUtc.optional(),
  })
  .strict();

export const attributeOptionSchema = z
  .object({
    /** Option value as stored on products (a number for ticket_category, else the value itself). */
    value: z.union([z.int().positive(), nonEmpty]),
    /** Stable code used by import files to refer to the option, e.g. 'parterre'. */
    code: nonEmpty.optional(),
    label: nonEmpty,
    labels: perStore(nonEmpty).default({}),
    position: z.int().optional(),
  })
  .strict();

export const attributeSchema = z
  .object({
    /** Optional: an existing attribute with the same code keeps its id; new ones get the next free id. */
    attribute_id: id.optional(),
    attribute_code: z.string().regex(/^[a-z][a-z0-9_]*$/, 'Expected an attribute code: a-z, 0-9 and _'),
    default_frontend_label: nonEmpty,
    labels: perStore(nonEmpty).default({}),
    frontend_input: z.enum(['select', 'multiselect', 'text', 'price', 'date', 'boolean']),
    options: z.array(attributeOptionSchema).default([]),
    is_visible_on_front: flag.default(true),
    is_comparable: flag.default(false),
    is_filterable: flag.default(false),
    position: z.int().default(0),
  })
  .strict();

export const taxRuleSchema = z
  .object({
    id,
    code: nonEmpty,
    product_tax_class_ids: z.array(z.int().nonnegative()).min(1),
    customer_tax_class_ids: z.array(z.int().nonnegative()).min(1),
    rates: z
      .array(
        z
          .object({
            code: nonEmpty,
            /** Percentage, e.g. 6 for Swedish VAT on event tickets. */
            rate: z.number().min(0).max(100),
            tax_country_id: z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 country code'),
            tax_region_id: z.int().nonnegative().default(0),
            region_name: text.default('*'),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const moneyPair = z.object({ SEK: minor, EUR: minor }).strict();

export const ticketSchema = z
  .object({
    /** Optional: resolved by sku for existing products, otherwise the next free id. */
    id: id.optional(),
    sku: nonEmpty,
    /** Defaults to '<event name> – <ticket category label>'. */
    name: nonEmpty.optional(),
    /** Option code (e.g. 'parterre') or option value (e.g. 101) of the ticket_category attribute. */
    ticket_category: z.union([nonEmpty, z.int().positive()]),
    /** Regular price per currency, minor units incl. VAT. */
    prices: moneyPair,
    special_price: z
      .object({
        SEK: minor.optional(),
        EUR: minor.optional(),
        from: isoUtc.nullable().default(null),
        to: isoUtc.nullable().default(null),
      })
      .strict()
      .optional(),
    tier_prices: z
      .array(z.object({ currency: z.enum(['SEK', 'EUR']), customer_group_id: z.int().nonnegative(), qty: z.int().positive(), value: minor }).strict())
      .default([]),
    /** Tickets put on sale. */
    qty: z.int().nonnegative(),
    /** Tickets already sold; omitted on re-import keeps the shop's own count. */
    sold: z.int().nonnegative().optional(),
    min_sale_qty: z.int().positive().default(1),
    max_sale_qty: z.int().positive().default(10),
    status: z.int().min(1).max(2).default(1),
  })
  .strict()
  .refine((t) => t.sold === undefined || t.sold <= t.qty, { message: 'sold must not exceed qty', path: ['sold'] })
  .refine((t) => t.min_sale_qty <= t.max_sale_qty, { message: 'min_sale_qty must not exceed max_sale_qty', path: ['min_sale_qty'] });

export const eventTranslationSchema = z
  .object({
    name: nonEmpty.optional(),
    url_key: urlKey.optional(),
    description: text.optional(),
    short_description: text.optional(),
    cart_heading: text.optional(),
    cart_description: text.optional(),
  })
  .strict();

export const eventSchema = z
  .object({
    id: id.optional(),
    sku: nonEmpty,
    name: nonEmpty,
    url_key: urlKey,
    status: z.int().min(1).max(2).default(1),
    visibility: z.int().min(1).max(4).default(4),
    tax_class_id: z.int().nonnegative().default(2),
    description: text.default(''),
    short_description: text.default(''),
    /** Event start, ISO-8601 UTC. */
    date: isoUtc,
    venue_id: id.nullable().default(null),
    /** Defaults to the venue's city. */
    city: nonEmpty.optional(),
    /** Venue display name; defaults to the venue's name. */
    location: nonEmpty.optional(),
    /** Every category the event is listed in, including its artist category. */
    category_ids: z.array(id).min(1),
    /** Media key, e.g. 'posters/<url_key>'; '' for none. */
    image: text.default(''),
    best_selling_event: flag.default(false),
    activity: text.default(''),
    ticket_type: nonEmpty.default('e-ticket'),
    avoid_single_ticket: flag.default(false),
    cart_heading: text.default(''),
    cart_description: text.default(''),
    position: z.int().default(0),
    /** Extra custom attributes (attribute_code → value). */
    attributes: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.union([z.string(), z.number(), z.boolean()])).default({}),
    i18n: perStore(eventTranslationSchema).default({}),
    created_at: isoUtc.optional(),
    updated_at: isoUtc.optional(),
    children: z.array(ticketSchema).min(1),
  })
  .strict();

/** A package's ticket: a ticket category (child sku) of an event in this file or already in the shop. */
export const packageLinkSchema = z
  .object({
    sku: nonEmpty,
    /** Tickets of this category in one package. */
    qty: z.int().positive().default(1),
  })
  .strict();

export const bundleSelectionSchema = packageLinkSchema.extend({ is_default: flag.default(false) }).strict();

export const bundleOptionSchema = z
  .object({
    code: z.string().regex(/^[a-z][a-z0-9_-]*$/, 'Expected an option code: a-z, 0-9, _ and -'),
    title: nonEmpty,
    titles: perStore(nonEmpty).default({}),
    required: flag.default(true),
    selections: z.array(bundleSelectionSchema).min(1),
  })
  .strict();

/**
 * A package (docs/decisions/0024-ticket-packages.md): `grouped` puts all its linked tickets in the cart
 * together; `bundle` asks the shopper to pick one selection per option first.
 */
export const packageSchema = eventSchema
  .pick({
    id: true, sku: true, name: true, url_key: true, status: true, visibility: true, tax_class_id: true, description: true, short_description: true,
    venue_id: true, city: true, location: true, category_ids: true, image: true, best_selling_event: true, position: true, i18n: true,
    created_at: true, updated_at: true,
  })
  .extend({
    type: z.enum(['grouped', 'bundle']),
    /** Defaults to the earliest event the package links to. */
    date: isoUtc.optional(),
    /** grouped only: the tickets that go to the cart together. */
    links: z.array(packageLinkSchema).default([]),
    /** bundle only: the choices the shopper makes. */
    options: z.array(bundleOptionSchema).default([]),
  })
  .strict()
  .refine((p) => p.type !== 'grouped' || (p.links.length > 0 && p.options.length === 0), { message: 'a grouped package needs links and no options', path: ['links'] })
  .refine((p) => p.type !== 'bundle' || (p.options.length > 0 && p.links.length === 0), { message: 'a bundle package needs options and no links', path: ['options'] });

export const catalogueHeaderSchema = z
  .object({
    format: z.literal(IMPORT_FORMAT),
    version: z.literal(IMPORT_FORMAT_VERSION),
    generated_at: isoUtc.optional(),
    source: z.string().optional(),
    venues: z.array(z.unknown()).default([]),
    categories: z.array(z.unknown()).default([]),
    attributes: z.array(z.unknown()).default([]),
    tax_rules: z.array(z.unknown()).default([]),
    events: z.array(z.unknown()).default([]),
    packages: z.array(z.unknown()).default([]),
  })
  .strict();

export type VenueInput = z.input<typeof venueSchema>;
export type CategoryInput = z.input<typeof categorySchema>;
export type AttributeInput = z.input<typeof attributeSchema>;
export type TaxRuleInput = z.input<typeof taxRuleSchema>;
export type TicketInput = z.input<typeof ticketSchema>;
export type EventInput = z.input<typeof eventSchema>;
export type PackageInput = z.input<typeof packageSchema>;

/** A catalogue document as written to a file (defaults not yet applied). */
export interface CatalogueInput {
  format: typeof IMPORT_FORMAT;
  version: typeof IMPORT_FORMAT_VERSION;
  generated_at?: string;
  source?: string;
  venues?: VenueInput[];
  categories?: CategoryInput[];
  attributes?: AttributeInput[];
  tax_rules?: TaxRuleInput[];
  events?: EventInput[];
  packages?: PackageInput[];
}

export type Venue = z.output<typeof venueSchema>;
export type CategoryRecord = z.output<typeof categorySchema>;
export type AttributeRecord = z.output<typeof attributeSchema>;
export type TaxRuleRecord = z.output<typeof taxRuleSchema>;
export type TicketRecord = z.output<typeof ticketSchema>;
export type EventRecord = z.output<typeof eventSchema>;
export type PackageRecord = z.output<typeof packageSchema>;

/** A validated catalogue with defaults applied. */
export interface Catalogue {
  venues: Venue[];
  categories: CategoryRecord[];
  attributes: AttributeRecord[];
  tax_rules: TaxRuleRecord[];
  events: EventRecord[];
  packages: PackageRecord[];
}
