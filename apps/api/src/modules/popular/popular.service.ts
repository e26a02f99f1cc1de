import type { PopularItem, PopularListQuery, VenueListItem } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import { loadPlacesData, readPlacesVersion, type PlacesData, type PlacesVersion } from './places.repo.ts';
import { popularList, venueList } from './popularity.ts';

/** How often the (cheap) version check runs: a new catalogue shows within a second. */
const FRESHNESS_MS = 1000;
/**
 * New sales reload the data at most this often: popularity need not follow
 * every ticket, and a reload of a 10,000-event catalogue costs a few hundred
 * milliseconds of database reads.
 */
const SALES_REFRESH_MS = 10_000;
/** Events turn past as time goes by, so the data is reloaded at least this often even without sales. */
const MAX_AGE_MS = 60_000;
const MAX_ANSWERS = 1000;

/**
 * Popular lists and the venue list for every API process. The underlying data
 * is reloaded when the catalogue version changes (seen within a second), when
 * tickets were sold (at most every `salesRefreshMs`) and at least once a minute,
 * so no request queries every event.
 */
export class PopularService {
  private data: PlacesData | null = null;
  private version: PlacesVersion = { catalog: '', sales: '' };
  private loadedAt = 0;
  private checkedAt = 0;
  private pending: Promise<PlacesData> | null = null;
  /** Answers per query for the current data: ranking 10,000 events takes tens of milliseconds. */
  private answers = new Map<string, PopularItem[]>();
  private venueAnswer: VenueListItem[] | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly salesRefreshMs = SALES_REFRESH_MS,
  ) {}

  async list(query: PopularListQuery): Promise<PopularItem[]> {
    const data = await this.current();
    const key = `${query.entityType}|${query.limit}|${query.categoryId ?? ''}|${query.storeCode}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = popularList(data, query);
      // Bounded: limit and categoryId could otherwise grow the map without end.
      if (this.answers.size >= MAX_ANSWERS) this.answers.clear();
      // A reload may have finished meanwhile; never file an answer of older data under the new one.
      if (data === this.data) this.answers.set(key, answer);
    }
    return answer;
  }

  async venues(): Promise<VenueListItem[]> {
    const data = await this.current();
    if (data !== this.data) return venueList(data);
    this.venueAnswer ??= venueList(data);
    return this.venueAnswer;
  }

  private async current(): Promise<PlacesData> {
    // Freshness runs on the monotonic timer (a pinned test clock must not freeze it); "upcoming" uses the clock.
    const t = performance.now();
    if (this.data && t - this.checkedAt < FRESHNESS_MS && t - this.loadedAt < MAX_AGE_MS) return this.data;
    // One refresh at a time; concurrent requests share it.
    this.pending ??= this.refresh(t).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(t: number): Promise<PlacesData> {
    const version = await readPlacesVersion(this.db);
    this.checkedAt = t;
    const age = t - this.loadedAt;
    const stale = version.catalog !== this.version.catalog || (version.sales !== this.version.sales && age >= this.salesRefreshMs) || age >= MAX_AGE_MS;
    if (this.data && !stale) return this.data;
    const data = await loadPlacesData(this.db, this.clock.now().toISOString());
    this.data = data;
    this.answers = new Map();
    this.venueAnswer = null;
    this.version = version;
    this.loadedAt = t;
    return data;
  }
}
