import { zonedWallClock } from '@encore/domain';
import { describe, expect, it } from 'vitest';
import type { CatalogueInput, EventInput } from '../import/import-format.ts';
import { parseCatalogue } from '../import/validate.ts';
import { DEMO_FIRST_DAY, DEMO_LAST_DAY, eurFromSek, generateDemoCatalogue } from './demo-catalogue.ts';
import { PRODUCTIONS } from './demo-data.ts';
import { DEMO_TIME_ZONE } from './time.ts';

const NOW = new Date('2026-09-15T10:00:00.000Z');
const demo = generateDemoCatalogue({ now: NOW });
const events = demo.events!;
const categories = demo.categories!;
const DAY = 86_400_000;

const TOP = new Map([
  [3, 'Konserter'],
  [4, 'Teater'],
  [5, 'Opera'],
  [6, 'Sport'],
  [7, 'Stå-upp'],
  [8, 'Shower'],
]);

const left = (t: EventInput['children'][number]) => t.qty - (t.sold ?? 0);
const stockholm = (iso: string) => zonedWallClock(new Date(iso), DEMO_TIME_ZONE);

describe('demo catalogue', () => {
  it('is a valid import document', () => {
    expect(() => parseCatalogue(demo)).not.toThrow();
    expect(demo).toMatchObject({ format: 'encore-catalogue', version: 1, generated_at: NOW.toISOString() });
  });

  it('has at least 70 events, each with 2-4 ticket categories', () => {
    expect(events.length).toBeGreaterThanOrEqual(70);
    for (const e of events) {
      expect(e.children.length, e.sku).toBeGreaterThanOrEqual(2);
      expect(e.children.length, e.sku).toBeLessThanOrEqual(4);
      expect(new Set(e.children.map((c) => c.ticket_category)).size, e.sku).toBe(e.children.length);
    }
    expect(new Set(events.flatMap((e) => [e.sku, ...e.children.map((c) => c.sku)])).size).toBe(events.reduce((n, e) => n + 1 + e.children.length, 0));
    expect(new Set(events.map((e) => e.url_key)).size).toBe(events.length);
  });

  it('has the six top categories 3..8 under root 2 with Swedish labels, each with events', () => {
    expect(categories.find((c) => c.id === 2)).toMatchObject({ parent_id: null, name: 'Evenemang' });
    for (const [id, name] of TOP) {
      expect(categories.find((c) => c.id === id), String(id)).toMatchObject({ parent_id: 2, name });
      expect(events.filter((e) => e.category_ids[0] === id).length, name).toBeGreaterThanOrEqual(3);
    }
    for (const e of events) expect(TOP.has(e.category_ids[0]!), e.sku).toBe(true);
  });

  it('has artist categories (is_artist) below the top categories, linked from their events', () => {
    const artists = categories.filter((c) => c.is_artist);
    expect(artists.length).toBeGreaterThanOrEqual(5);
    for (const a of artists) {
      expect(TOP.has(a.parent_id!), a.name).toBe(true);
      expect(a.entity_type).toBe('artist');
      const linked = events.filter((e) => e.category_ids.includes(a.id));
      expect(linked.length, a.name).toBeGreaterThanOrEqual(1);
      // An artist sits in the top category of its events.
      for (const e of linked) expect(e.category_ids[0]).toBe(a.parent_id);
    }
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  it('places events in real Swedish venues and cities', () => {
    const venues = new Map(demo.venues!.map((v) => [v.id, v]));
    const cities = new Set(demo.venues!.map((v) => v.city));
    for (const c of ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala']) expect(cities.has(c), c).toBe(true);
    for (const v of demo.venues!) expect(v.country_id).toBe('SE');
    expect(demo.venues!.map((v) => v.name)).toEqual(expect.arrayContaining(['Avicii Arena', 'Scandinavium', 'Kungliga Operan', 'Dramaten', 'Malmö Arena']));
    for (const e of events) {
      const venue = venues.get(e.venue_id!);
      expect(venue, e.sku).toBeDefined();
      expect(e.city).toBe(venue!.city);
      expect(e.location).toBe(venue!.name);
    }
  });

  it('dates every event in the future as an ISO-8601 UTC string', () => {
    for (const e of events) {
      expect(e.date, e.sku).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      expect(new Date(e.date).toISOString()).toBe(e.date);
      const ms = new Date(e.date).getTime() - NOW.getTime();
      expect(ms, e.sku).toBeGreaterThan((DEMO_FIRST_DAY - 1) * DAY);
      expect(ms, e.sku).toBeLessThan((DEMO_LAST_DAY + 1) * DAY);
    }
  });

  it('keeps dates in the future for any "now", including late evenings and DST change days', () => {
    for (const now of ['2026-03-28T23:59:00Z', '2026-10-24T22:30:00Z', '2027-12-31T23:30:00Z', '2028-02-29T12:00:00Z']) {
      const d = new Date(now);
      for (const e of generateDemoCatalogue({ now: d }).events!) expect(new Date(e.date).getTime(), `${now} ${e.sku}`).toBeGreaterThan(d.getTime());
    }
  });

  it('stores Stockholm evening start times as UTC, one hour apart in summer and winter', () => {
    const times = new Set(PRODUCTIONS.flatMap((p) => p.times));
    const offsets = new Map<number, Set<number>>(); // month → Stockholm hour - UTC hour
    for (const e of events) {
      const local = stockholm(e.date);
      const hhmm = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
      expect(times.has(hhmm), `${e.sku} ${e.date} → ${hhmm}`).toBe(true);
      const utcHour = new Date(e.date).getUTCHours();
      const month = local.month;
      if (!offsets.has(month)) offsets.set(month, new Set());
      offsets.get(month)!.add((local.hour - utcHour + 24) % 24);
    }
    // A year of events: July is UTC+2 (19:xx → 17:xx Z), January UTC+1 (19:xx → 18:xx Z).
    expect(offsets.get(7)).toEqual(new Set([2]));
    expect(offsets.get(1)).toEqual(new Set([1]));
    const at19 = events.filter((e) => stockholm(e.date).hour === 19);
    const july = at19.find((e) => stockholm(e.date).month === 7);
    const january = at19.find((e) => stockholm(e.date).month === 1);
    expect(july && new Date(july.date).getUTCHours()).toBe(17);
    expect(january && new Date(january.date).getUTCHours()).toBe(18);
  });

  it('prices every ticket category in SEK and EUR minor units above zero', () => {
    for (const e of events) {
      for (const t of e.children) {
        expect(Number.isInteger(t.prices.SEK) && t.prices.SEK > 0, t.sku).toBe(true);
        expect(Number.isInteger(t.prices.EUR) && t.prices.EUR > 0, t.sku).toBe(true);
        expect(t.prices.EUR, t.sku).toBe(eurFromSek(t.prices.SEK));
        expect(t.sold ?? 0).toBeGreaterThanOrEqual(0);
        expect(left(t), t.sku).toBeGreaterThanOrEqual(0);
      }
    }
    expect(events.some((e) => e.children.some((t) => t.prices.SEK === 125_000))).toBe(true);
  });

  it('has sold-out events, nearly sold-out ticket categories and special offers', () => {
    const soldOut = events.filter((e) => e.children.every((t) => left(t) === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
    const partly = events.filter((e) => e.children.some((t) => left(t) === 0) && e.children.some((t) => left(t) > 0));
    expect(partly.length).toBeGreaterThanOrEqual(1);
    const nearly = events.flatMap((e) => e.children.filter((t) => left(t) >= 1 && left(t) <= 4));
    expect(nearly.length).toBeGreaterThanOrEqual(1);
    const offers = events.flatMap((e) => e.children.filter((t) => t.special_price));
    expect(offers.length).toBeGreaterThanOrEqual(1);
    for (const t of offers) {
      expect(t.special_price!.SEK!).toBeLessThan(t.prices.SEK);
      expect(t.special_price!.EUR!).toBeLessThan(t.prices.EUR);
    }
    expect(events.some((e) => e.best_selling_event)).toBe(true);
  });

  it('has the Swedish 6 % VAT rule for event tickets', () => {
    const se = demo.tax_rules!.find((r) => r.rates.some((rate) => rate.tax_country_id === 'SE'));
    expect(se).toBeDefined();
    expect(se!.rates).toEqual([expect.objectContaining({ rate: 6, tax_country_id: 'SE' })]);
    // Event tickets use the default product tax class 2.
    for (const e of events) expect(e.tax_class_id ?? 2).toBe(2);
    expect(se!.product_tax_class_ids).toContain(2);
  });

  it('uses a poster image key per event', () => {
    for (const e of events) expect(e.image).toBe(`posters/${e.url_key}`);
  });

  it('is deterministic for the same now', () => {
    const again: CatalogueInput = generateDemoCatalogue({ now: new Date(NOW) });
    expect(again).toEqual(demo);
    expect(JSON.stringify(again)).toBe(JSON.stringify(demo));
    // Another day shifts the dates but keeps the names, prices and stock.
    const later = generateDemoCatalogue({ now: new Date(NOW.getTime() + 7 * DAY) });
    expect(later.events!.map((e) => [e.sku, e.name, e.children.map((c) => [c.sku, c.prices, c.qty, c.sold])])).toEqual(
      events.map((e) => [e.sku, e.name, e.children.map((c) => [c.sku, c.prices, c.qty, c.sold])]),
    );
  });
});
