import type { Db } from '../../db/create-db.ts';
import type { VenueTable } from '../../db/schema.ts';

/** What popularity is computed from: upcoming events with their sales, the categories and the venues. */
export interface PlacesEvent {
  id: number;
  venue_id: number | null;
  /** The event's own city, else its venue's. */
  city: string;
  /** Tickets sold over the event's ticket categories (or itself when it has none). */
  sold: number;
  category_ids: number[];
}

export interface PlacesCategory {
  id: number;
  parent_id: number | null;
  name: string;
  url_key: string;
  url_path: string;
  /** Ancestor ids and itself, from the materialised path. */
  path_ids: number[];
  level: number;
  position: number;
  is_active: boolean;
  is_artist: boolean;
  image: string | null;
  i18n: Partial<Record<string, { name?: string; url_key?: string; url_path?: string }>>;
}

/** A venue row as stored, but for when it was added. */
export type PlacesVenue = Omit<VenueTable, 'created_at'>;

export interface PlacesData {
  events: PlacesEvent[];
  categories: PlacesCategory[];
  venues: PlacesVenue[];
}

function parseI18n(text: string): PlacesCategory['i18n'] {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as PlacesCategory['i18n']) : {};
  } catch {
    return {};
  }
}

export interface PlacesVersion {
  /** Changes with every import or seed. */
  catalog: string;
  /** Changes whenever a ticket is sold (or stock rows come and go). */
  sales: string;
}

export async function readPlacesVersion(db: Db): Promise<PlacesVersion> {
  const [meta, sales] = await Promise.all([
    db.selectFrom('catalog_meta').select('value').where('key', '=', 'catalog_version').executeTakeFirst(),
    db
      .selectFrom('inventory')
      .select((eb) => [eb.fn.sum<string | number | null>('sold').as('sold'), eb.fn.countAll<string | number>().as('rows')])
      .executeTakeFirst(),
  ]);
  // PostgreSQL answers sum/count as strings (int8); both engines agree after Number().
  return { catalog: meta?.value ?? '0', sales: `${Number(sales?.sold ?? 0)}:${Number(sales?.rows ?? 0)}` };
}

/** Upcoming (event date at or after `nowIso`), enabled (status 0/1), visible top-level events only. */
export async function loadPlacesData(db: Db, nowIso: string): Promise<PlacesData> {
  const [events, childSales, ownSales, links, categories, venues] = await Promise.all([
    db
      .selectFrom('product')
      .select(['id', 'venue_id', 'city'])
      .where('parent_id', 'is', null)
      .where('status', '<=', 1)
      .where('visibility', '>=', 2)
      .where('event_date', 'is not', null)
      .where('event_date', '>=', nowIso)
      .execute(),
    // Summed per event in SQL: one row per event instead of one per ticket category.
    db
      .selectFrom('inventory')
      .innerJoin('product', 'product.id', 'inventory.product_id')
      .where('product.parent_id', 'is not', null)
      .select((eb) => ['product.parent_id as event_id', eb.fn.sum<string | number>('inventory.sold').as('sold')])
      .groupBy('product.parent_id')
      .execute(),
    db.selectFrom('inventory').innerJoin('product', 'product.id', 'inventory.product_id').where('product.parent_id', 'is', null).select(['product.id as event_id', 'inventory.sold']).execute(),
    db.selectFrom('product_category').select(['product_id', 'category_id']).execute(),
    db.selectFrom('category').selectAll().execute(),
    db.selectFrom('venue').select(['id', 'name', 'url_key', 'city', 'address', 'country_id', 'capacity', 'description']).execute(),
  ]);

  const soldByEvent = new Map<number, number>();
  for (const s of [...childSales, ...ownSales]) {
    if (s.event_id == null) continue;
    soldByEvent.set(s.event_id, (soldByEvent.get(s.event_id) ?? 0) + Number(s.sold));
  }
  const categoriesOf = new Map<number, number[]>();
  for (const l of links) categoriesOf.set(l.product_id, [...(categoriesOf.get(l.product_id) ?? []), l.category_id]);
  const venueCity = new Map(venues.map((v) => [v.id, v.city]));

  return {
    events: events.map((e) => ({
      id: e.id,
      venue_id: e.venue_id,
      city: e.city || (e.venue_id == null ? '' : (venueCity.get(e.venue_id) ?? '')),
      sold: soldByEvent.get(e.id) ?? 0,
      category_ids: categoriesOf.get(e.id) ?? [],
    })),
    categories: categories.map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      name: c.name,
      url_key: c.url_key,
      url_path: c.url_path,
      path_ids: c.path.split('/').map(Number).filter((n) => Number.isInteger(n) && n > 0),
      level: c.level,
      position: c.position,
      is_active: c.is_active === 1,
      is_artist: c.is_artist === 1,
      image: c.image,
      i18n: parseI18n(c.i18n_json),
    })),
    venues: venues.map((v) => ({ ...v, capacity: Number(v.capacity) })),
  };
}
