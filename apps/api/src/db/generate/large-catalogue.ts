/**
 * A large, deterministic catalogue in the import format (docs/catalogue-import-format.md)
 * for scale tests and benchmarks: by default 10,000 events with 5 ticket
 * categories each (50,000 tickets), priced in SEK and EUR for the three store
 * views (default, store_de, store_it), in 60 venues over 12 cities, below the
 * six top categories and 600 artist categories.
 */
import { foldForSearch } from '@encore/domain';

export interface LargeCatalogueOptions {
  events?: number;
  ticketsPerEvent?: number;
  artists?: number;
  /** Seed of the pseudo-random choices: the same options give the same file. */
  seed?: number;
  /** Emit root, top categories, attribute and tax rules (false: only venues, artists and events, for a database that has them). */
  withTaxonomy?: boolean;
  /** First id of generated venues, artist categories and events (keeps clear of hand-made records). */
  firstId?: number;
  /** Dates are spread over the year after this instant. */
  from?: Date;
  /** Prefix of skus and url keys, so two generated files can live side by side. */
  prefix?: string;
}

/** Small, fast PRNG (mulberry32): deterministic output without a dependency. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPS = [
  { id: 3, name: 'Konserter', key: 'konserter', de: 'Konzerte', it: 'Concerti' },
  { id: 4, name: 'Teater', key: 'teater', de: 'Theater', it: 'Teatro' },
  { id: 5, name: 'Opera', key: 'opera', de: 'Oper', it: 'Opera' },
  { id: 6, name: 'Sport', key: 'sport', de: 'Sport', it: 'Sport' },
  { id: 7, name: 'Stå-upp', key: 'sta-upp', de: 'Stand-up', it: 'Stand-up' },
  { id: 8, name: 'Shower', key: 'shower', de: 'Shows', it: 'Spettacoli' },
];
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Helsingborg', 'Jönköping', 'Norrköping', 'Lund', 'Umeå'];
const VENUE_KINDS = ['Arena', 'Konserthus', 'Teater', 'Scen', 'Hall'];
const SYLLABLES = ['al', 'be', 'ka', 'do', 'ri', 'mo', 'sa', 'ne', 'tu', 'vi', 'lo', 'gra', 'sten', 'berg', 'lund', 'ström', 'mar', 'ell', 'ika', 'or'];
const TOURS = ['Live', 'Turné', 'Sommar', 'Vinter', 'Jubileum', 'Akustiskt', 'Final', 'Premiär'];
const TICKETS = [
  { value: 101, code: 'parterre', label: 'Parkett', de: 'Parkett', it: 'Platea' },
  { value: 102, code: 'balcony', label: 'Läktare', de: 'Balkon', it: 'Galleria' },
  { value: 103, code: 'standing', label: 'Ståplats', de: 'Stehplatz', it: 'In piedi' },
  { value: 104, code: 'vip', label: 'VIP', de: 'VIP', it: 'VIP' },
  { value: 105, code: 'box', label: 'Loge', de: 'Loge', it: 'Palco' },
];

const slug = (s: string) =>
  foldForSearch(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Artist names from syllables: pronounceable, unique by index, so a misspelt one is still findable. */
export function artistName(i: number): string {
  const s = (k: number) => SYLLABLES[k % SYLLABLES.length]!;
  const first = s(i) + s(Math.floor(i / 20) + 3);
  const last = s(i * 7 + 1) + s(Math.floor(i / 3) + 11) + (i >= 400 ? s(i + 5) : '');
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  return `${cap(first)} ${cap(last)}`;
}

export function generateLargeCatalogue(opts: LargeCatalogueOptions = {}): Record<string, unknown> {
  const events = opts.events ?? 10_000;
  const perEvent = Math.min(opts.ticketsPerEvent ?? 5, TICKETS.length);
  const artists = Math.min(opts.artists ?? Math.max(1, Math.round(events / 16)), events);
  const random = rng(opts.seed ?? 42);
  const firstId = opts.firstId ?? 100_000;
  const from = opts.from ?? new Date();
  const prefix = opts.prefix ?? 'GEN';
  const withTaxonomy = opts.withTaxonomy ?? true;

  const venues = CITIES.flatMap((city, c) =>
    VENUE_KINDS.map((kind, k) => ({
      id: firstId + c * VENUE_KINDS.length + k,
      name: `${city} ${kind}`,
      url_key: slug(`${prefix} ${city} ${kind}`),
      city,
      capacity: 500 + Math.floor(random() * 15_000),
    })),
  );

  const categories: Array<Record<string, unknown>> = [];
  if (withTaxonomy) {
    categories.push({ id: 2, parent_id: null, name: 'Evenemang', url_key: 'evenemang' });
    for (const [i, t] of TOPS.entries()) {
      categories.push({
        id: t.id, parent_id: 2, name: t.name, url_key: t.key, position: i + 1, popular_event_block_identifier: `popular-${t.key}`,
        i18n: { store_de: { name: t.de, url_key: slug(t.de) }, store_it: { name: t.it, url_key: slug(t.it) } },
      });
    }
  }
  const artistIds: number[] = [];
  const artistTop: number[] = [];
  for (let i = 0; i < artists; i++) {
    const id = firstId + 1000 + i;
    const top = TOPS[i % TOPS.length]!;
    const name = artistName(i);
    artistIds.push(id);
    artistTop.push(top.id);
    categories.push({
      id, parent_id: top.id, name, url_key: slug(`${prefix} ${name} ${i}`), is_artist: true, position: i,
      tour_information: `${name} på turné i ${CITIES[i % CITIES.length]} och ${CITIES[(i + 5) % CITIES.length]}.`,
      youtube_embed_url: `https://www.youtube-nocookie.com/embed?listType=search&list=${encodeURIComponent(name)}`,
    });
  }

  const day = 86_400_000;
  const list: Array<Record<string, unknown>> = [];
  for (let e = 0; e < events; e++) {
    const a = e % artists;
    const venue = venues[Math.floor(random() * venues.length)]!;
    const date = new Date(from.getTime() + (1 + Math.floor(random() * 364)) * day);
    date.setUTCHours(17 + Math.floor(random() * 3), random() < 0.5 ? 0 : 30, 0, 0);
    const name = `${artistName(a)} – ${TOURS[e % TOURS.length]} ${venue.city}`;
    const sku = `${prefix}-${String(e + 1).padStart(6, '0')}`;
    const base = 15_000 + Math.floor(random() * 120) * 1_000;
    const children = TICKETS.slice(0, perEvent).map((t, k) => {
      const sek = Math.max(0, base - k * 4_000);
      const qty = 20 + Math.floor(random() * 400);
      const soldOut = random() < 0.05;
      return {
        sku: `${sku}-${t.code.toUpperCase()}`,
        ticket_category: t.value,
        prices: { SEK: sek, EUR: Math.round(sek / 1150) * 100 + 50 },
        ...(random() < 0.1 ? { special_price: { SEK: Math.round(sek * 0.8), EUR: Math.round(sek / 1150) * 80, from: null, to: null } } : {}),
        qty,
        sold: soldOut ? qty : Math.floor(random() * qty * 0.5),
      };
    });
    list.push({
      id: firstId + 10_000 + e * (TICKETS.length + 1),
      sku,
      name,
      url_key: slug(`${sku} ${name}`),
      date: date.toISOString(),
      venue_id: venue.id,
      category_ids: [artistTop[a]!, artistIds[a]!],
      best_selling_event: e % 37 === 0,
      activity: TOPS.find((t) => t.id === artistTop[a])!.name,
      position: e,
      i18n: { store_de: { name: `${artistName(a)} – ${venue.city}` }, store_it: { name: `${artistName(a)} – ${venue.city}` } },
      children: children.map((c, k) => ({ ...c, id: firstId + 10_000 + e * (TICKETS.length + 1) + k + 1 })),
    });
  }

  return {
    format: 'encore-catalogue',
    version: 1,
    source: `generated: ${events} events x ${perEvent} ticket categories, seed ${opts.seed ?? 42}`,
    venues,
    categories,
    attributes: withTaxonomy
      ? [
          {
            attribute_code: 'ticket_category', default_frontend_label: 'Biljettkategori', labels: { store_de: 'Ticketkategorie', store_it: 'Categoria biglietto' },
            frontend_input: 'select', is_filterable: true, is_comparable: true,
            options: TICKETS.map((t) => ({ value: t.value, code: t.code, label: t.label, labels: { store_de: t.de, store_it: t.it } })),
          },
        ]
      : [],
    tax_rules: withTaxonomy
      ? [
          {
            id: 1, code: 'moms-evenemang', product_tax_class_ids: [2], customer_tax_class_ids: [3],
            rates: [
              { code: 'SE-6', rate: 6, tax_country_id: 'SE' },
              { code: 'DE-7', rate: 7, tax_country_id: 'DE' },
              { code: 'IT-10', rate: 10, tax_country_id: 'IT' },
            ],
          },
        ]
      : [],
    events: list,
  };
}
