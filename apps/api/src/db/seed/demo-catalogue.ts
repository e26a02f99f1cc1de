import { demoPackages } from './demo-packages.ts';
import { slugify } from '@encore/domain';
import type { AttributeInput, CatalogueInput, CategoryInput, EventInput, TicketInput, VenueInput } from '../import/import-format.ts';
import { eventMonth } from '../import/resolve.ts';
import {
  PRICE_LADDERS,
  PRODUCTIONS,
  ROOT_CATEGORY,
  TICKET_OPTIONS,
  TOP_CATEGORIES,
  VENUES,
  defaultTiers,
  type DemoVenue,
  type Production,
  type Text3,
  type Tier,
  type TopCategory,
} from './demo-data.ts';
import { createRng, type Rng } from './random.ts';
import { demoDatePlus, demoTimeToUtc, shortDay } from './time.ts';

/** Fixed PRNG seed: the same catalogue (names, prices, stock, day offsets) on every run. */
export const DEMO_SEED = 20_270_314;
/** Events start 3 weeks to about 14 months after the day the catalogue is generated. */
export const DEMO_FIRST_DAY = 21;
export const DEMO_LAST_DAY = 425;

const DAY_MS = 86_400_000;
const TIER_SUFFIX: Record<Tier, string> = { parterre: 'PAR', balcony: 'LAK', standing: 'STA', vip: 'VIP' };
const TIER_SHARE: Record<Tier, number> = { standing: 0.4, parterre: 0.3, balcony: 0.25, vip: 0.05 };
const text3 = (v: string | Text3): Text3 => (typeof v === 'string' ? { sv: v, de: v, it: v } : v);

/** SEK → EUR minor units: about SEK/11.5, rounded to whole euros. */
export function eurFromSek(sekOre: number): number {
  return Math.max(100, Math.round(sekOre / 100 / 11.5) * 100);
}

/** Special offer: 20 % off, rounded down to 5 kr (SEK) or a whole euro. */
function offer(prices: { SEK: number; EUR: number }) {
  return { SEK: Math.floor((prices.SEK * 0.8) / 500) * 500, EUR: Math.floor((prices.EUR * 0.8) / 100) * 100 };
}

export interface DemoOptions {
  /** "Today" for the relative dates (default: the current time). */
  now?: Date;
}

/**
 * The demo catalogue in the import format: 6 top categories under root 2,
 * artist categories, 80 upcoming events in real Swedish venues with 2-4
 * ticket categories each. Deterministic for a given day.
 */
export function generateDemoCatalogue(options: DemoOptions = {}): CatalogueInput {
  const now = options.now ?? new Date();
  const rng = createRng(DEMO_SEED);
  const venueByKey = new Map(VENUES.map((v) => [v.key, v]));
  const topByKey = new Map(TOP_CATEGORIES.map((c) => [c.key, c]));
  const past = (maxDays: number) => new Date(now.getTime() - rng.int(6, maxDays * 24) * 3_600_000);

  const categories: CategoryInput[] = [
    {
      id: ROOT_CATEGORY.id, parent_id: null, name: ROOT_CATEGORY.sv, url_key: ROOT_CATEGORY.url_key, position: 0,
      description: 'Alla evenemang', i18n: { store_de: { name: ROOT_CATEGORY.de, url_key: 'veranstaltungen' }, store_it: { name: ROOT_CATEGORY.it, url_key: 'eventi' } },
    },
    ...TOP_CATEGORIES.map((c, i): CategoryInput => ({
      id: c.id, parent_id: ROOT_CATEGORY.id, name: c.sv, url_key: c.url_key, position: i + 1, description: c.description.sv,
      short_description: c.description.sv, image: `categories/${c.url_key}`, popular_event_block_identifier: `popular-${c.url_key}`,
      i18n: {
        store_de: { name: c.de, url_key: c.url_key_de, description: c.description.de, short_description: c.description.de },
        store_it: { name: c.it, url_key: c.url_key_it, description: c.description.it, short_description: c.description.it },
      },
    })),
  ];

  const events: EventInput[] = [];
  const usedUrlKeys = new Set<string>();
  const artistIds = new Map<string, number>();
  let nextArtistId = 10;
  const counters = new Map<string, number>();

  for (const prod of PRODUCTIONS) {
    const top = topByKey.get(prod.cat)!;
    const title = text3(prod.title ?? `${prod.artist} – ${prod.tour}`);
    let artistId: number | undefined;
    if (prod.artist) {
      artistId = artistIds.get(prod.artist) ?? nextArtistId++;
      artistIds.set(prod.artist, artistId);
    }
    // Performances: a first day in range, then a few days apart.
    let day = rng.int(DEMO_FIRST_DAY, DEMO_LAST_DAY - prod.at.length * 6);
    const dates: string[] = [];
    for (const _ of prod.at) {
      const d = demoDatePlus(now, day);
      const [hh, mm] = rng.pick(prod.times).split(':').map(Number) as [number, number];
      dates.push(demoTimeToUtc(d.year, d.month, d.day, hh, mm));
      day += rng.int(1, 6);
    }

    prod.at.forEach((venueKey, k) => {
      const venue = venueByKey.get(venueKey);
      if (!venue) throw new Error(`demo data: unknown venue ${venueKey}`);
      const n = (counters.get(top.skuPrefix) ?? 0) + 1;
      counters.set(top.skuPrefix, n);
      let urlKey = slugify(`${prod.artist ?? title.sv} ${venue.city}`);
      for (let s = 2; usedUrlKeys.has(urlKey); s++) urlKey = slugify(`${prod.artist ?? title.sv} ${venue.city} ${s}`);
      usedUrlKeys.add(urlKey);
      events.push(buildEvent(rng, events.length, prod, top, title, venue, dates[k]!, urlKey, `${top.skuPrefix}-${String(n).padStart(3, '0')}`, artistId, now, past));
    });

    if (prod.artist && artistId !== undefined && !categories.some((c) => c.id === artistId)) {
      categories.push(artistCategory(prod, top, artistId, dates, prod.at.map((k) => venueByKey.get(k)!), categories.length));
    }
  }
  applyScenarios(events, now);

  return {
    format: 'encore-catalogue',
    version: 1,
    generated_at: now.toISOString(),
    source: 'Encore demo catalogue',
    venues: VENUES.map((v): VenueInput => ({
      id: v.id, name: v.name, url_key: slugify(v.name), city: v.city, address: v.address, country_id: 'SE', capacity: v.capacity,
      description: `${v.name} i ${v.city}.`,
    })),
    categories,
    attributes: attributes(events),
    tax_rules: [
      { id: 1, code: 'SE-moms-evenemang-6', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ code: 'SE-6', rate: 6, tax_country_id: 'SE' }] },
      { id: 2, code: 'DE-MwSt-Veranstaltungen-7', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ code: 'DE-7', rate: 7, tax_country_id: 'DE' }] },
      { id: 3, code: 'IT-IVA-spettacoli-10', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ code: 'IT-10', rate: 10, tax_country_id: 'IT' }] },
    ],
    events,
    packages: demoPackages(events),
  };
}

function buildEvent(
  rng: Rng, index: number, prod: Production, top: TopCategory, title: Text3, venue: DemoVenue, date: string, urlKey: string, sku: string,
  artistId: number | undefined, now: Date, past: (maxDays: number) => Date,
): EventInput {
  const kind = venue.kind;
  const ladder = PRICE_LADDERS[kind === 'club' && prod.cat === 'concerts' ? 'club' : prod.cat];
  const tiers = prod.tiers ?? defaultTiers(prod.cat, kind);
  const children: TicketInput[] = tiers.map((tier) => {
    const choices = ladder[tier] ?? ladder.parterre ?? [495];
    const sek = rng.pick(choices) * 100;
    const qty = Math.max(20, Math.round(venue.capacity * TIER_SHARE[tier] * (0.6 + rng.next() * 0.3)));
    return {
      id: 1000 + index * 10 + tiers.indexOf(tier) + 1,
      sku: `${sku}-${TIER_SUFFIX[tier]}`,
      ticket_category: tier,
      prices: { SEK: sek, EUR: eurFromSek(sek) },
      qty,
      sold: Math.floor(qty * (0.1 + rng.next() * 0.75)),
      max_sale_qty: tier === 'vip' ? 4 : 10,
    };
  });
  // Keep ticket categories in price order (cheapest first), as the storefront lists them.
  children.sort((a, b) => a.prices.SEK - b.prices.SEK);

  const created = past(150);
  const updated = new Date(Math.min(now.getTime() - 3_600_000, created.getTime() + rng.int(0, 40) * DAY_MS));
  const where = `${venue.name}, ${venue.city}`;
  const day = shortDay(date);
  const name = title.sv;
  return {
    id: 1000 + index * 10,
    sku,
    name,
    url_key: urlKey,
    description: `<p>${prod.blurb.sv}</p><p>${where}, ${day}. Insläpp en timme före start.</p>`,
    short_description: `${prod.tour ? `${prod.tour} – ` : ''}${venue.name}, ${venue.city}`,
    date,
    venue_id: venue.id,
    city: venue.city,
    location: venue.name,
    category_ids: artistId ? [top.id, artistId] : [top.id],
    image: `posters/${urlKey}`,
    activity: prod.activity,
    ticket_type: prod.cat === 'sport' ? 'mobile' : 'e-ticket',
    avoid_single_ticket: prod.cat === 'opera' && index % 2 === 0,
    cart_heading: `${name} – ${venue.name}`,
    cart_description: prod.cat === 'sport' ? 'Biljetterna levereras i appen.' : 'Biljetterna skickas som e-biljett till din e-post.',
    position: index,
    attributes: { category: String(top.id) },
    i18n: {
      store_de: {
        name: title.de,
        description: `<p>${prod.blurb.de}</p><p>${where}. Einlass eine Stunde vor Beginn.</p>`,
        short_description: `${prod.tour ? `${prod.tour} – ` : ''}${venue.name}, ${venue.city}`,
        cart_heading: `${title.de} – ${venue.name}`,
        cart_description: prod.cat === 'sport' ? 'Die Tickets werden in der App geliefert.' : 'Die Tickets werden als E-Ticket per E-Mail verschickt.',
      },
      store_it: {
        name: title.it,
        description: `<p>${prod.blurb.it}</p><p>${where}. Apertura porte un'ora prima dell'inizio.</p>`,
        short_description: `${prod.tour ? `${prod.tour} – ` : ''}${venue.name}, ${venue.city}`,
        cart_heading: `${title.it} – ${venue.name}`,
        cart_description: prod.cat === 'sport' ? "I biglietti vengono consegnati nell'app." : 'I biglietti vengono inviati come e-ticket via e-mail.',
      },
    },
    created_at: created.toISOString(),
    updated_at: updated.toISOString(),
    children,
  };
}

/** Stock and price situations the shop must show: sold out, nearly sold out, offers, bestsellers. */
function applyScenarios(events: EventInput[], now: Date) {
  const iso = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  events.forEach((e, i) => {
    const children = e.children;
    if (i % 27 === 5) for (const ch of children) ch.sold = ch.qty; // entirely sold out
    else if (i % 9 === 2 && children.length > 1) children[0]!.sold = children[0]!.qty; // one ticket category sold out, the rest on sale
    if (i % 13 === 3) {
      const ch = children[children.length - 1]!;
      ch.sold = ch.qty - (1 + (i % 4)); // 1-4 tickets left
    }
    if (i % 11 === 7) {
      const ch = children[0]!;
      ch.special_price = { ...offer(ch.prices), from: iso(-5), to: e.date < iso(40) ? e.date : iso(40) };
    }
    if (i === 45) children[0]!.special_price = { ...offer(children[0]!.prices), from: iso(20), to: e.date }; // not yet active
    e.best_selling_event = i % 8 === 1;
  });
  // One stall seat at exactly 1 250 kr: the first La traviata performance.
  const traviata = events.find((e) => e.name === 'La traviata')!;
  const parterre = traviata.children.find((c) => c.ticket_category === 'parterre')!;
  parterre.prices = { SEK: 125_000, EUR: eurFromSek(125_000) };
}

function artistCategory(prod: Production, top: TopCategory, id: number, dates: string[], venues: DemoVenue[], position: number): CategoryInput {
  const stops = dates.map((d, k) => `${shortDay(d)} ${venues[k]!.city} (${venues[k]!.name})`).join(', ');
  const artist = prod.artist!;
  return {
    id, parent_id: top.id, name: artist, url_key: slugify(artist), is_artist: true, entity_type: 'artist', position,
    description: `<p>${prod.blurb.sv}</p>`,
    short_description: prod.tour ? `${artist} – ${prod.tour}` : artist,
    image: null,
    tour_information: `${artist} åker ut på turnén ${prod.tour ?? ''} med ${dates.length} datum: ${stops}.`,
    // A YouTube search embed needs no video id; Spotify embeds need a real artist id, so none is invented.
    youtube_embed_url: `https://www.youtube-nocookie.com/embed?listType=search&list=${encodeURIComponent(artist)}`,
    i18n: {
      store_de: { description: `<p>${prod.blurb.de}</p>`, tour_information: `${artist} geht mit ${prod.tour ?? ''} auf Tournee: ${venues.map((v) => v.city).join(', ')}.` },
      store_it: { description: `<p>${prod.blurb.it}</p>`, tour_information: `${artist} in tour con ${prod.tour ?? ''}: ${venues.map((v) => v.city).join(', ')}.` },
    },
  };
}

function attributes(events: EventInput[]): AttributeInput[] {
  const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'sv'));
  const months = distinct(events.map((e) => eventMonth(e.date)));
  const monthLabel = (ym: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ym}-15T12:00:00Z`));
  return [
    {
      attribute_id: 1, attribute_code: 'ticket_category', default_frontend_label: 'Biljettkategori', labels: { store_de: 'Ticketkategorie', store_it: 'Categoria biglietto' },
      frontend_input: 'select', is_visible_on_front: true, is_comparable: true, is_filterable: true, position: 1,
      options: TICKET_OPTIONS.map((o) => ({ value: o.value, code: o.code, label: o.sv, labels: { store_de: o.de, store_it: o.it } })),
    },
    {
      attribute_id: 2, attribute_code: 'city', default_frontend_label: 'Stad', labels: { store_de: 'Stadt', store_it: 'Città' },
      frontend_input: 'select', is_visible_on_front: true, is_comparable: true, is_filterable: true, position: 2,
      options: distinct(VENUES.map((v) => v.city)).map((c) => ({ value: c, label: c, labels: c === 'Göteborg' ? { store_de: 'Göteborg', store_it: 'Göteborg' } : {} })),
    },
    {
      attribute_id: 3, attribute_code: 'location', default_frontend_label: 'Arena', labels: { store_de: 'Veranstaltungsort', store_it: 'Luogo' },
      frontend_input: 'select', is_visible_on_front: true, is_comparable: true, is_filterable: true, position: 3,
      options: distinct(VENUES.map((v) => v.name)).map((n) => ({ value: n, label: n })),
    },
    {
      attribute_id: 4, attribute_code: 'event_month', default_frontend_label: 'Månad', labels: { store_de: 'Monat', store_it: 'Mese' },
      frontend_input: 'select', is_visible_on_front: true, is_comparable: false, is_filterable: true, position: 4,
      options: months.map((m) => ({ value: m, label: monthLabel(m, 'sv-SE'), labels: { store_de: monthLabel(m, 'de-DE'), store_it: monthLabel(m, 'it-IT') } })),
    },
    {
      attribute_id: 5, attribute_code: 'category', default_frontend_label: 'Kategori', labels: { store_de: 'Kategorie', store_it: 'Categoria' },
      frontend_input: 'select', is_visible_on_front: true, is_comparable: true, is_filterable: true, position: 5,
      options: TOP_CATEGORIES.map((c) => ({ value: String(c.id), label: c.sv, labels: { store_de: c.de, store_it: c.it } })),
    },
    {
      attribute_id: 6, attribute_code: 'price', default_frontend_label: 'Pris', labels: { store_de: 'Preis', store_it: 'Prezzo' },
      frontend_input: 'price', is_visible_on_front: false, is_comparable: false, is_filterable: true, position: 6,
    },
  ];
}
