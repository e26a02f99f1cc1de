import { describe, expect, it } from 'vitest';
import { popularListQuerySchema } from '@encore/contracts';
import { PopularService } from '../src/modules/popular/popular.service.ts';
import { systemClock } from '../src/platform/clock.ts';
import { bumpVersion, daysFromToday } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

/**
 * Fixture sales (upcoming, enabled events only): Kent 57 tickets (Avicii Arena,
 * Stockholm, concerts + artist Kent), Carmen 20 (Avicii, opera), Hamlet 0
 * (Avicii, theatre), Rockfest 0 (Scandinavium, Göteborg, concerts), Stand-up
 * Night 0 (Scandinavium, stand-up). The disabled event and the gift card
 * (no date) never count.
 */
const names = (r: { body: { result: Array<{ name: string }> } }) => r.body.result.map((i) => i.name);
const popular = (query: string) => `/api/ext/popular/get-list?${query}`;

describe.skipIf(!dbAvailable)('popular lists and venues', () => {
  const api = useApi();

  it('ranks artists with upcoming events by tickets sold', async () => {
    const r = await api.get(popular('entityType=popularArtists'));
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.result).toEqual([
      { entity_type: 'artist', id: 9, name: 'Kent', slug: 'kent', url_path: 'konserter/kent', image: null, city: null, event_count: 1, tickets_sold: 57 },
    ]);
  });

  it('lists the artists of a category, or none for a category without artists', async () => {
    expect(names(await api.get(popular('entityType=categoryArtists&categoryId=3')))).toEqual(['Kent']);
    expect((await api.get(popular('entityType=categoryArtists&categoryId=4'))).body.result).toEqual([]);
    expect((await api.get(popular('entityType=popularArtists&categoryId=7'))).body.result).toEqual([]);
  });

  it('ranks venues by tickets sold, then by number of events', async () => {
    const r = await api.get(popular('entityType=popularVenues'));
    expect(r.body.result).toEqual([
      { entity_type: 'venue', id: 1, name: 'Avicii Arena', slug: 'avicii-arena', url_path: null, image: null, city: 'Stockholm', event_count: 3, tickets_sold: 77 },
      { entity_type: 'venue', id: 2, name: 'Scandinavium', slug: 'scandinavium', url_path: null, image: null, city: 'Göteborg', event_count: 2, tickets_sold: 0 },
    ]);
  });

  it('counts only the events of the given category and its subcategories', async () => {
    const r = await api.get(popular('entityType=popularVenues&categoryId=3'));
    expect(r.body.result.map((v: { name: string; event_count: number; tickets_sold: number }) => [v.name, v.event_count, v.tickets_sold])).toEqual([
      ['Avicii Arena', 1, 57],
      ['Scandinavium', 1, 0],
    ]);
    const opera = await api.get(popular('entityType=popularCities&categoryId=5'));
    expect(opera.body.result.map((c: { name: string; tickets_sold: number }) => [c.name, c.tickets_sold])).toEqual([['Stockholm', 20]]);
  });

  it('ranks cities with a slug for their page', async () => {
    const r = await api.get(popular('entityType=popularCities'));
    expect(r.body.result).toEqual([
      { entity_type: 'city', id: 'stockholm', name: 'Stockholm', slug: 'stockholm', url_path: null, image: null, city: null, event_count: 3, tickets_sold: 77 },
      { entity_type: 'city', id: 'goteborg', name: 'Göteborg', slug: 'goteborg', url_path: null, image: null, city: null, event_count: 2, tickets_sold: 0 },
    ]);
  });

  it('ranks top-level genres, leaving out categories without upcoming events, in the store language', async () => {
    const r = await api.get(popular('entityType=popularGenres'));
    expect(r.body.result.map((g: { id: number; name: string; event_count: number; tickets_sold: number }) => [g.id, g.name, g.event_count, g.tickets_sold])).toEqual([
      [3, 'Konserter', 2, 57],
      [5, 'Opera', 1, 20],
      [7, 'Standup', 1, 0],
      [4, 'Teater', 1, 0],
    ]);
    const de = await api.get(popular('entityType=popularGenres&limit=1&storeCode=store_de'));
    expect(de.body.result).toEqual([{ entity_type: 'genre', id: 3, name: 'Konzerte', slug: 'konserter', url_path: 'konzerte', image: null, city: null, event_count: 2, tickets_sold: 57 }]);
  });

  it('applies limit (default 12)', async () => {
    expect(names(await api.get(popular('entityType=popularGenres&limit=2')))).toEqual(['Konserter', 'Opera']);
    expect(await api.get(popular('entityType=popularGenres'))).toMatchObject({ status: 200 });
  });

  it('rejects unknown entity types and bad limits with a 400 envelope', async () => {
    const unknown = await api.get(popular('entityType=bands'));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 400, result: { errorCode: 'validation_error', field: 'entityType' } });
    expect(unknown.body.result.message).toContain('entityType must be one of popularArtists, categoryArtists, popularVenues, popularCities, popularGenres');
    const missing = await api.get('/api/ext/popular/get-list');
    expect(missing.body).toMatchObject({ code: 400, result: { errorCode: 'validation_error', field: 'entityType' } });
    for (const bad of ['limit=0', 'limit=101', 'limit=abc', 'categoryId=x', 'storeCode=store_xx', 'other=1']) {
      const r = await api.get(popular(`entityType=popularVenues&${bad}`));
      expect(r.status, bad).toBe(400);
      expect(r.body.result.errorCode, bad).toBe('validation_error');
    }
  });

  it('lists every venue by name with its upcoming events', async () => {
    const r = await api.get('/api/ext/venues/get-list');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      code: 200,
      result: {
        items: [
          { id: 1, name: 'Avicii Arena', slug: 'avicii-arena', city: 'Stockholm', city_slug: 'stockholm', address: '', country_id: 'SE', capacity: 16000, description: '', event_count: 3 },
          { id: 2, name: 'Scandinavium', slug: 'scandinavium', city: 'Göteborg', city_slug: 'goteborg', address: '', country_id: 'SE', capacity: 14000, description: '', event_count: 2 },
        ],
      },
    });
  });

  it('re-reads sales at most every salesRefreshMs, and a new catalogue within a second', async () => {
    const throttled = new PopularService(api.db, systemClock, 60_000);
    const eager = new PopularService(api.db, systemClock, 0);
    const venues = popularListQuerySchema.parse({ entityType: 'popularVenues' });
    const ranking = async (s: PopularService) => (await s.list(venues)).map((v) => [v.name, v.tickets_sold]);
    expect(await ranking(throttled)).toEqual([['Avicii Arena', 77], ['Scandinavium', 0]]);
    expect(await ranking(eager)).toEqual([['Avicii Arena', 77], ['Scandinavium', 0]]);

    await api.db.updateTable('inventory').set({ sold: 300 }).where('sku', '=', 'ROCKFEST-GBG-STA').execute();
    await new Promise((r) => setTimeout(r, 1100));
    expect(await ranking(eager)).toEqual([['Scandinavium', 300], ['Avicii Arena', 77]]);
    expect(await ranking(throttled)).toEqual([['Avicii Arena', 77], ['Scandinavium', 0]]);

    // An import (new catalogue version) is picked up at the next check, whatever the sales interval.
    await bumpVersion(api.db);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await ranking(throttled)).toEqual([['Scandinavium', 300], ['Avicii Arena', 77]]);
  });

  it('leaves past events out of every list', async () => {
    const now = new Date().toISOString();
    // A past Kent concert at Scandinavium that sold a lot must not count anywhere.
    await api.db
      .insertInto('product')
      .values({
        id: 5000, sku: 'KENT-PAST', type_id: 'simple', parent_id: null, name: 'Kent – förra turnén', url_key: 'kent-past', status: 1, visibility: 4, tax_class_id: 2,
        description: '', short_description: '', image: '', event_date: daysFromToday(-30), venue_id: 2, city: 'Göteborg', activity: '', ticket_type: 'e-ticket',
        ticket_category: null, best_selling_event: 0, avoid_single_ticket: 0, cart_heading: '', cart_description: '', position: 0, attributes_json: '[]', i18n_json: '{}',
        created_at: now, updated_at: now,
      })
      .execute();
    await api.db.insertInto('product_category').values({ product_id: 5000, category_id: 9, position: 0 }).execute();
    await api.db.insertInto('inventory').values({ product_id: 5000, sku: 'KENT-PAST', qty: 5000, sold: 5000, manage_stock: 1, min_sale_qty: 1, max_sale_qty: 10, updated_at: now }).execute();
    await bumpVersion(api.db);
    await new Promise((r) => setTimeout(r, 1100));

    const venues = await api.get(popular('entityType=popularVenues'));
    expect(venues.body.result.map((v: { name: string; tickets_sold: number; event_count: number }) => [v.name, v.tickets_sold, v.event_count])).toEqual([
      ['Scandinavium', 300, 2],
      ['Avicii Arena', 77, 3],
    ]);
    expect((await api.get(popular('entityType=popularArtists'))).body.result).toMatchObject([{ name: 'Kent', event_count: 1, tickets_sold: 57 }]);
    expect((await api.get('/api/ext/venues/get-list')).body.result.items.map((v: { event_count: number }) => v.event_count)).toEqual([3, 2]);
  });
});
