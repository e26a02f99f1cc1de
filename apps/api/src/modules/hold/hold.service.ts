import type { Transaction } from 'kysely';
import { HOLD_ERROR_MESSAGES, HOLD_WARNING_SECONDS, HoldErrorCodes, type HoldTime } from '@encore/contracts';
import { extendHoldTime, holdExpiry, holdShortage, holdTotalLimit, isExpired, remainingSeconds, renewedHoldExpiry, type HoldSettings, type RuleFailure } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import * as holdRepo from './hold.repo.ts';
import { heldByClient, holdClientLockKeys, lockHoldClient, perOrderMaxOfEvent, recordHoldClient, type HoldClient } from './hold-client.repo.ts';

export type { HoldClient } from './hold-client.repo.ts';

type Tx = Transaction<Database>;

/**
 * What holds need of a cart's lines. The cart module keeps the lines and the composition root hands
 * these in, so the hold module does not depend on the cart module that depends on it.
 */
export interface CartLinesForHolds {
  /** Tickets of one product across the cart's lines: what the cart's hold must cover. */
  productQtyInCart(tx: Tx, cartId: string, productId: number): Promise<number>;
  /** Removes every line of the cart (its hold ran out, or the customer emptied it). */
  deleteCartLines(tx: Tx, cartId: string): Promise<void>;
}

/** Thrown inside a hold transaction so that everything it did is rolled back. */
export class HoldRefused extends Error {
  constructor(readonly failure: RuleFailure & { available?: number }) {
    super(failure.message);
  }
}

/** Hold settings with the per-client cap: a number, what one order may hold of the event, or none. */
export type HoldServiceSettings = HoldSettings & { maxPerClientEvent: number | 'per-order' | 'off' };

/** Who asks for a hold and whether it renews one that ran out (hold again). */
export interface HoldRequest {
  client?: HoldClient | undefined;
  renewal?: boolean;
  /** The cart was created in this transaction with its hold's start already noted (cart/create-with-item). */
  startedWithCart?: boolean;
}

/** What a one-statement hold needs to apply the per-client cap as admitClient and checkClientCap do. */
export interface ClientCapArgs {
  client: HoldClient;
  /** Advisory lock names, sorted: taken first, in this order. */
  lockKeys: string[];
  /** The most tickets of the event the client may hold; null when the event sets no limit (the holder is still recorded). */
  cap: number | null;
}

/** How long a per-order cap read from the database serves: it changes only when the catalogue does. */
const PER_ORDER_CAP_MS = 1_000;

export type ExtendOutcome = { ok: true; time: HoldTime } | { ok: false; status: number; failure: RuleFailure };

/**
 * Ticket holds for carts (ADR 0017): the database is the record; held tickets
 * are counted in inventory.held and expire by the server clock, whether or not
 * the periodic cleanup has run yet.
 */
export class HoldService {
  private readonly perOrderCaps = new Map<number, { cap: number | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly settings: HoldServiceSettings,
    private readonly lines: CartLinesForHolds,
  ) {}

  private now(): Date {
    return this.clock.now();
  }

  /**
   * Holds `wanted` tickets of a product for the cart inside the caller's
   * transaction, replacing what the cart held of it. Throws HoldRefused.
   */
  async hold(tx: Tx, cartId: string, productId: number, wanted: number, request: HoldRequest = {}): Promise<void> {
    const now = this.now();
    const own = await holdRepo.takeOwnHold(tx, cartId, productId);
    if (wanted > 0) {
      await holdRepo.insertHold(tx, cartId, productId, wanted);
      await this.startTimer(tx, cartId, now, request.renewal ?? false);
      if (request.client && wanted > own) await this.checkClientCap(tx, productId, request.client, now.toISOString());
    } else if ((await holdRepo.countHolds(tx, cartId)) === 0) {
      await holdRepo.deleteHoldTimer(tx, cartId);
    }
    await this.moveCounter(tx, productId, own, wanted, now.toISOString());
  }

  /**
   * Holds what the cart's lines of a product add up to, like hold(). When the
   * cart held none of it yet (every hold of an on-sale rush) reading the lines
   * and writing the hold row are one statement: on PostgreSQL each saved
   * statement is a round trip inside the transaction.
   */
  async holdLines(tx: Tx, cartId: string, productId: number, request: HoldRequest = {}): Promise<void> {
    const now = this.now();
    const nowIso = now.toISOString();
    // A concurrent clear may delete the row between the two tries; a few rounds settle it.
    for (let round = 0; round < 3; round++) {
      const first = await holdRepo.insertHoldOfLines(tx, cartId, productId);
      let own = 0;
      let wanted = first;
      if (wanted === undefined) {
        // The cart already holds this product. Lock its hold row before counting the lines: whoever
        // locks it last counts every line of the requests before it, so racing adds to one cart hold
        // exactly what the lines add up to.
        const locked = await holdRepo.lockOwnHold(tx, cartId, productId);
        if (locked === undefined) continue;
        own = locked;
        wanted = await this.lines.productQtyInCart(tx, cartId, productId);
        await holdRepo.setHoldQty(tx, cartId, productId, wanted);
      }
      await this.startTimer(tx, cartId, now, request.renewal ?? false, request.startedWithCart ?? false);
      if (request.client && wanted > own) await this.checkClientCap(tx, productId, request.client, nowIso);
      return this.moveCounter(tx, productId, own, wanted, nowIso);
    }
    return this.hold(tx, cartId, productId, await this.lines.productQtyInCart(tx, cartId, productId), request);
  }

  /**
   * Before a transaction holds tickets for a client: waits for that client's other holds of the same
   * events (PostgreSQL) and records the client as the cart's holder. Must come first in the
   * transaction, before any row is written. Does nothing when no per-client cap is configured.
   */
  async admitClient(tx: Tx, cartId: string, client: HoldClient, events: readonly string[]): Promise<void> {
    if (this.settings.maxPerClientEvent === 'off') return;
    await lockHoldClient(tx, client, events);
    await recordHoldClient(tx, cartId, client, this.now().toISOString());
  }

  /** The per-client cap as a one-statement hold applies it; null when no cap is configured or no client is known. */
  async clientCapArgs(client: HoldClient | undefined, events: readonly string[], productId: number): Promise<ClientCapArgs | null> {
    if (this.settings.maxPerClientEvent === 'off' || !client) return null;
    return { client, lockKeys: holdClientLockKeys(client, events), cap: await this.clientCap(this.db, productId) };
  }

  /**
   * The configured cap for the product's event, or null for none. What one order may hold is read from
   * the database and kept a second per product: every hold of an on-sale asked for the same answer, and
   * on PostgreSQL reading it was about a third of the database's work for a first hold (ADR 0062). `tx`
   * reads it inside the caller's transaction, which on SQLite owns the one connection. Only answers are
   * shared, never a read in progress: a transaction waiting for another request's read, which waits for
   * a pooled connection that such transactions hold, would never end.
   */
  private async clientCap(tx: Tx | Db, productId: number): Promise<number | null> {
    const setting = this.settings.maxPerClientEvent;
    if (setting === 'off') return null;
    if (setting !== 'per-order') return setting;
    const kept = this.perOrderCaps.get(productId);
    if (kept && kept.until > Date.now()) return kept.cap;
    const cap = await perOrderMaxOfEvent(tx, productId);
    // Bounded by the products held in the last second, not by the catalogue.
    if (this.perOrderCaps.size >= 10_000) this.perOrderCaps.clear();
    this.perOrderCaps.set(productId, { cap, until: Date.now() + PER_ORDER_CAP_MS });
    return cap;
  }

  /**
   * One client may hold only so many tickets of one event at once, whatever number of carts it
   * opens, so a script cannot take an on-sale's tickets out of everyone else's reach.
   */
  private async checkClientCap(tx: Tx, productId: number, client: HoldClient, nowIso: string): Promise<void> {
    const cap = await this.clientCap(tx, productId);
    if (cap === null) return;
    const held = await heldByClient(tx, productId, client, nowIso);
    if (held.byAddress > cap || held.byCustomer > cap) throw new HoldRefused({ errorCode: HoldErrorCodes.clientLimit, message: HOLD_ERROR_MESSAGES.clientLimit(cap) });
  }

  /**
   * Starts the cart's hold clock if it is not running. A renewal (holding an expired cart's lines
   * again) gets a full hold time only within the total limit counted from when the cart's hold was
   * first taken, and is refused once that limit is reached; any other new hold starts that count.
   */
  private async startTimer(tx: Tx, cartId: string, now: Date, renewal: boolean, startedWithCart = false): Promise<void> {
    const nowIso = now.toISOString();
    if (!renewal) {
      if ((await holdRepo.startHoldTimer(tx, cartId, holdExpiry(now, this.settings), nowIso)) && !startedWithCart) await holdRepo.markHoldStarted(tx, cartId, nowIso);
      return;
    }
    if (await holdRepo.findHoldTimer(tx, cartId)) return;
    const startedAt = (await holdRepo.holdStartedAt(tx, cartId)) ?? nowIso;
    const expiresAt = renewedHoldExpiry(now, startedAt, this.settings);
    if (!expiresAt) throw new HoldRefused(holdTotalLimit(this.settings));
    await holdRepo.startHoldTimer(tx, cartId, expiresAt, startedAt);
    if (startedAt === nowIso) await holdRepo.markHoldStarted(tx, cartId, nowIso);
  }

  /**
   * Moves the product's counter from the `own` tickets the cart held to `wanted`, or throws HoldRefused.
   * The counter comes last in the transaction: the hot category's row stays locked only from here to commit.
   */
  private async moveCounter(tx: Tx, productId: number, own: number, wanted: number, nowIso: string): Promise<void> {
    // Holding fewer tickets only gives back, and must succeed even if stock was lowered meanwhile.
    let done = wanted <= own ? (await holdRepo.releaseHeld(tx, productId, own - wanted, nowIso), true) : await holdRepo.shiftHeld(tx, productId, own, wanted, nowIso);
    if (!done && (await holdRepo.reclaimExpired(tx, productId, nowIso)) > 0) done = await holdRepo.shiftHeld(tx, productId, own, wanted, nowIso);
    if (!done) {
      const inv = await holdRepo.counters(tx, productId);
      // The own hold was taken out above but not yet given back to the counter.
      throw new HoldRefused(holdShortage({ ...inv, ownHeld: own }));
    }
  }

  /** Gives back what the cart holds of one product (the line was removed). */
  async release(tx: Tx, cartId: string, productId: number): Promise<void> {
    const nowIso = this.now().toISOString();
    await holdRepo.releaseHeld(tx, productId, await holdRepo.takeOwnHold(tx, cartId, productId), nowIso);
    if ((await holdRepo.countHolds(tx, cartId)) === 0) await holdRepo.deleteHoldTimer(tx, cartId);
  }

  /**
   * At expiry the cart is cleared and its holds released. Deleting the
   * hold timer row with its expiry condition decides who does it, so an
   * extension racing with expiry either wins completely or not at all.
   */
  async expireIfDue(cartId: string, knownExpiry?: string): Promise<boolean> {
    const expiresAt = knownExpiry ?? (await holdRepo.findHoldTimer(this.db, cartId))?.expiresAt;
    if (!expiresAt || !isExpired(expiresAt, this.now())) return false;
    return this.expire(cartId);
  }

  private async expire(cartId: string): Promise<boolean> {
    const nowIso = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      if (!(await holdRepo.deleteExpiredHoldTimer(tx, cartId, nowIso))) return false;
      await holdRepo.releaseCart(tx, cartId, nowIso);
      await this.lines.deleteCartLines(tx, cartId);
      return true;
    });
  }

  /** Empties the cart and releases its holds (customer's choice, or after "Your time is up"). */
  async clear(cartId: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await this.releaseAll(tx, cartId);
      await this.lines.deleteCartLines(tx, cartId);
    });
  }

  /** Gives back every ticket the cart holds and stops its hold timer, inside the caller's transaction (the cart's lines stay). */
  async releaseAll(tx: Tx, cartId: string): Promise<void> {
    await holdRepo.releaseCart(tx, cartId, this.now().toISOString());
    await holdRepo.deleteHoldTimer(tx, cartId);
  }

  async time(cartId: string): Promise<HoldTime> {
    await this.expireIfDue(cartId);
    const r = await holdRepo.findHoldTimer(this.db, cartId);
    return this.describe(cartId, r);
  }

  async extend(cartId: string): Promise<ExtendOutcome> {
    const current = await holdRepo.findHoldTimer(this.db, cartId);
    const next = extendHoldTime(current ?? null, this.now(), this.settings);
    if (!next.ok) {
      await this.expireIfDue(cartId);
      return next;
    }
    if (!(await holdRepo.extendHoldTimerRow(this.db, cartId, current!, next.state))) return this.extend(cartId);
    return { ok: true, time: this.describe(cartId, next.state) };
  }

  private describe(cartId: string, r: Pick<holdRepo.HoldTimerRow, 'expiresAt' | 'extensionsUsed'> | undefined): HoldTime {
    const now = this.now();
    return {
      quoteId: cartId,
      expiresAt: r?.expiresAt ?? null,
      remainingSeconds: remainingSeconds(r?.expiresAt ?? null, now),
      serverTime: now.toISOString(),
      holdSeconds: this.settings.holdSeconds,
      extensionSeconds: this.settings.extensionSeconds,
      warningSeconds: HOLD_WARNING_SECONDS,
      extensionsUsed: r?.extensionsUsed ?? 0,
      maxExtensions: this.settings.maxExtensions,
    };
  }

  /** Releases expired holds for good; answers how many carts were cleared. */
  async cleanup(batch = 200): Promise<number> {
    let cleared = 0;
    for (const cartId of await holdRepo.expiredCartIds(this.db, this.now().toISOString(), batch)) {
      if (await this.expire(cartId)) cleared += 1;
    }
    return cleared;
  }

  /** Tickets held by running holds per product (shown stock subtracts them). */
  activeHeld(productIds?: readonly number[]): Promise<Map<number, number>> {
    return holdRepo.activeHeldByProduct(this.db, this.now().toISOString(), productIds);
  }
}
