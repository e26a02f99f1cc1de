import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { ErrorCodes, storeViewByCode, type CartCreateWithItemInput, type CartItem, type HoldAgainItem, type PaymentMethod, type ShippingMethod, type Totals } from '@encore/contracts';
import type { cartItemInputSchema, cartPackageItemSchema, cartDeleteBodySchema, collectTotalsBodySchema, shippingInformationBodySchema } from '@encore/contracts';
import { CART_MESSAGES, GUEST_GROUP_ID, checkPrice, computeTotals, holdExpiry, nextLineQty, type TotalsLine } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { newCartId } from '../../platform/ids.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Sellable } from '../catalog/sellables.ts';
import * as repo from './cart.repo.ts';
import { addPackage } from './add-package.ts';
import { holdAgain } from './hold-again.ts';
import { firstHold, firstHoldInOneStatement } from './first-hold.ts';
import { eventKey, insertNewLine, lineUnitPrice, overMaxSaleQty, soldOut } from './cart-lines.ts';
import { HoldRefused, type HoldClient, type HoldService } from '../hold/hold.service.ts';
import { cartTransaction } from '../../db/durable-transaction.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import { DEFAULT_DELIVERY, deliveryOf, deliveryPrice, findDeliveryMethod, shippingMethodsFor, shippingRate } from './shipping-methods.ts';
import { offeredPaymentMethods, paymentKindOf } from '../payment/payment-methods.ts';
import type { ProviderMethod } from '../payment/payment-provider.ts';

type CartItemInput = z.output<typeof cartItemInputSchema>;
type PackageInput = z.output<typeof cartPackageItemSchema>;
type CartDeleteInput = z.output<typeof cartDeleteBodySchema>['cartItem'];
type AddressInformation = z.output<typeof shippingInformationBodySchema>['addressInformation'];
type Methods = z.output<typeof collectTotalsBodySchema>['methods'];

/** A cart line priced by the server's own catalogue. */
export interface PricedLine {
  line: repo.CartLineRecord;
  sellable: Sellable;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Skus in the cart that can no longer be sold (disabled or removed from the catalogue). */
  unavailable: string[];
  totals: Totals;
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
    private readonly holds: HoldService,
    /** The payment provider's methods (cash on delivery is added per cart by its delivery). */
    private readonly providerMethods: readonly ProviderMethod[],
    private readonly coupons?: CouponService,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async create(caller: Exclude<Caller, { kind: 'rejected' }>, storeCode: string | undefined): Promise<Result<string>> {
    const cart = newCartRecord(caller, storeCode);
    if (!cart.ok) return cart;
    await repo.insertCart(this.db, cart.value, this.now());
    return ok(cart.value.id);
  }

  /**
   * A new cart with its first line, held, in one transaction: the on-sale's first add costs one
   * round trip, and a refused hold (sold out, over a limit) leaves no empty cart behind.
   */
  async createWithItem(caller: Exclude<Caller, { kind: 'rejected' }>, storeCode: string | undefined, input: CartCreateWithItemInput, client?: HoldClient): Promise<Result<CartItem>> {
    const cart = newCartRecord(caller, storeCode);
    if (!cart.ok) return cart;
    return this.update(cart.value, { ...input, quoteId: cart.value.id }, client, { isNew: true });
  }

  /** The caller's open cart. A user's cart is only visible with that user's token. */
  async open(caller: Exclude<Caller, { kind: 'rejected' }>, cartId: string): Promise<Result<repo.CartRecord>> {
    const cart = await repo.findCart(this.db, cartId);
    if (!cart) return fail(ErrorCodes.unknownCart, `Cart not found: ${cartId}`, 'cartId');
    if (cart.userId !== null && (caller.kind !== 'user' || caller.claims.sub !== cart.userId)) {
      return fail(ErrorCodes.unauthorized, 'This cart belongs to another customer');
    }
    if (cart.status !== 'active') return fail(ErrorCodes.cartClosed, 'This cart has already been ordered; create a new cart', 'cartId');
    // A cart whose hold ran out is cleared before anyone reads or changes it.
    if (cart.holdExpiresAt) await this.holds.expireIfDue(cart.id, cart.holdExpiresAt);
    return ok(cart);
  }

  async pull(cart: repo.CartRecord): Promise<CartItem[]> {
    const priced = await this.price(cart);
    return priced.lines.map((p) => toCartItem(cart, p.line, p.sellable));
  }

  async update(cart: repo.CartRecord, input: CartItemInput, client?: HoldClient, { isNew = false } = {}): Promise<Result<CartItem>> {
    if (input.quoteId !== cart.id) return fail(ErrorCodes.validation, 'cartItem.quoteId: does not match cartId', 'cartItem.quoteId');
    if (input.replace_item_id !== undefined) return this.switchLine(cart, input, input.replace_item_id, client);
    const sellable = await this.catalog.sellable(cart.storeCode, input.sku);
    if (!sellable) return fail(ErrorCodes.unknownSku, `Unknown product: ${input.sku}`, 'cartItem.sku');
    const priceProblem = checkPrice(sellable.unitPriceInclTax);
    if (priceProblem) return { ok: false, error: priceProblem };

    // Independent reads, in parallel: on PostgreSQL each is a round trip.
    const [lines, inv] = await Promise.all([isNew ? [] : repo.listLines(this.db, cart.id), this.stockBeforeHold(sellable.productId, input.qty)]);
    let existing: repo.CartLineRecord | undefined;
    if (input.item_id !== undefined) {
      existing = lines.find((l) => l.itemId === input.item_id);
      if (!existing) return fail(ErrorCodes.validation, `cartItem.item_id: no item ${input.item_id} in this cart`, 'cartItem.item_id');
      if (existing.sku !== input.sku) return fail(ErrorCodes.validation, `cartItem.sku: item ${input.item_id} holds ${existing.sku}`, 'cartItem.sku');
    } else {
      existing = lines.find((l) => l.sku === input.sku);
    }
    const setsQty = input.item_id !== undefined;
    // Cheap refusals before the transaction; the hold itself re-checks atomically.
    if (!inv || soldOut(inv)) return fail(ErrorCodes.outOfStock, CART_MESSAGES.outOfStock);
    const maxProblem = overMaxSaleQty(nextLineQty(existing?.qty, input.qty, setsQty), inv);
    if (maxProblem) return { ok: false, error: maxProblem };
    if (isNew && inv.manageStock && firstHoldInOneStatement(this.db)) {
      const held = await this.firstHold(cart, sellable, input, client);
      if (held) return ok(toCartItem(cart, held, sellable));
      // Refused with nothing written: the general path below reclaims expired holds and words the refusal.
    }

    return this.writeLine(cart, sellable, inv.manageStock, async (tx) => {
      // A new cart's row comes first (its hold and client rows refer to it); no one else can be waiting on it.
      // When the line is held, the row notes the hold's start at once: one statement fewer in the rush.
      const startedAt = this.now();
      if (isNew) await repo.insertCart(tx, cart, startedAt, inv.manageStock ? startedAt : null);
      if (inv.manageStock && client) await this.holds.admitClient(tx, cart.id, client, [eventKey(sellable)]);
      const now = this.now();
      let written: repo.CartLineRecord;
      if (existing) {
        // The line row stays locked until commit, so concurrent adds to one line queue up here.
        const qty = await repo.writeLineQty(tx, cart.id, existing.itemId, setsQty ? { set: input.qty } : { add: input.qty }, now);
        if (qty === undefined) throw new HoldRefused({ errorCode: ErrorCodes.validation, message: `cartItem.item_id: no item ${existing.itemId} in this cart`, field: 'cartItem.item_id' });
        written = { ...existing, qty };
      } else {
        written = await insertNewLine(tx, cart.id, sellable, input, now);
      }
      const tooMany = overMaxSaleQty(written.qty, inv);
      if (tooMany) throw new HoldRefused(tooMany);
      if (inv.manageStock) await this.holds.holdLines(tx, cart.id, sellable.productId, { client, startedWithCart: isNew });
      return written;
    });
  }

  /** A new cart's first held line in one statement (PostgreSQL, first-hold.ts); undefined when refused. */
  private async firstHold(cart: repo.CartRecord, sellable: Sellable, input: CartItemInput, client: HoldClient | undefined): Promise<repo.CartLineRecord | undefined> {
    const now = this.clock.now();
    return firstHold(this.db, {
      cart,
      sellable,
      qty: input.qty,
      productOption: input.product_option ?? null,
      now: now.toISOString(),
      expiresAt: holdExpiry(now, this.holds.settings),
      cap: await this.holds.clientCapArgs(client, [eventKey(sellable)], sellable.productId),
    });
  }

  /**
   * The stock facts for the cheap refusals before a hold. When the catalogue's copy (at most about a
   * quarter second old) shows a managed category with `wanted` tickets still free, that copy serves:
   * the hold itself re-checks the row atomically and refuses with the same words, so a stale copy
   * changes no answer, and the on-sale rush saves a read per hold (a round trip on PostgreSQL). Anything
   * else (unmanaged, short, unknown to the copy) reads the row.
   */
  private stockBeforeHold(productId: number, wanted: number): Promise<repo.InventoryFacts | undefined> {
    const known = this.catalog.knownStock(productId);
    if (known?.manage_stock && known.qty - known.sold - (known.held ?? 0) >= wanted) {
      return Promise.resolve({ qty: known.qty, sold: known.sold, manageStock: true, maxSaleQty: known.max_sale_qty });
    }
    return repo.inventoryOf(this.db, productId);
  }

  /**
   * Writes a line in one transaction and answers it as a cart item; a hold refused inside rolls the write back and becomes the answer.
   * A transaction that holds tickets commits without waiting for the disk (cartTransaction).
   */
  private async writeLine(cart: repo.CartRecord, sellable: Sellable, holds: boolean, write: (tx: Transaction<Database>) => Promise<repo.CartLineRecord>): Promise<Result<CartItem>> {
    let line: repo.CartLineRecord;
    try {
      line = await cartTransaction(this.db, holds, write);
    } catch (err) {
      if (err instanceof HoldRefused) return { ok: false, error: err.failure };
      throw err;
    }
    return ok(toCartItem(cart, line, sellable));
  }

  /**
   * Edit mode: moves a line to another ticket category of the same event. Releasing the old hold and
   * holding the new category is one transaction, so a shortage leaves the old line and its hold as they were.
   */
  private async switchLine(cart: repo.CartRecord, input: CartItemInput, replaceId: number, client: HoldClient | undefined): Promise<Result<CartItem>> {
    if (input.item_id !== undefined) return fail(ErrorCodes.validation, 'cartItem.item_id: not allowed together with replace_item_id', 'cartItem.item_id');
    const lines = await repo.listLines(this.db, cart.id);
    const old = lines.find((l) => l.itemId === replaceId);
    if (!old) return fail(ErrorCodes.validation, `cartItem.replace_item_id: no item ${replaceId} in this cart`, 'cartItem.replace_item_id');
    // Same category: only the quantity changes.
    if (old.sku === input.sku) return this.update(cart, { ...input, replace_item_id: undefined, item_id: replaceId }, client);
    const sellable = await this.catalog.sellable(cart.storeCode, input.sku);
    if (!sellable) return fail(ErrorCodes.unknownSku, `Unknown product: ${input.sku}`, 'cartItem.sku');
    if (!old.parentSku || sellable.parentSku !== old.parentSku) {
      return fail(ErrorCodes.validation, `cartItem.sku: ${input.sku} is not a ticket category of the same event`, 'cartItem.sku');
    }
    const priceProblem = checkPrice(sellable.unitPriceInclTax);
    if (priceProblem) return { ok: false, error: priceProblem };
    const [inv, oldInv] = await Promise.all([repo.inventoryOf(this.db, sellable.productId), repo.inventoryOf(this.db, old.productId)]);
    if (!inv || soldOut(inv)) return fail(ErrorCodes.outOfStock, CART_MESSAGES.outOfStock);
    const target = lines.find((l) => l.sku === input.sku);
    const maxProblem = overMaxSaleQty((target?.qty ?? 0) + input.qty, inv);
    if (maxProblem) return { ok: false, error: maxProblem };

    return this.writeLine(cart, sellable, inv.manageStock || oldInv?.manageStock === true, async (tx) => {
      if (inv.manageStock && client) await this.holds.admitClient(tx, cart.id, client, [eventKey(sellable)]);
      const now = this.now();
      await repo.deleteLine(tx, cart.id, old.itemId);
      if (oldInv?.manageStock) await this.holds.hold(tx, cart.id, old.productId, await repo.productQtyInCart(tx, cart.id, old.productId));
      let written: repo.CartLineRecord;
      if (target) {
        const qty = await repo.writeLineQty(tx, cart.id, target.itemId, { add: input.qty }, now);
        if (qty === undefined) throw new HoldRefused({ errorCode: ErrorCodes.validation, message: `cartItem.sku: line of ${input.sku} is gone`, field: 'cartItem.sku' });
        written = { ...target, qty };
      } else {
        written = await insertNewLine(tx, cart.id, sellable, input, now);
      }
      if (inv.manageStock) await this.holds.holdLines(tx, cart.id, sellable.productId, { client });
      return written;
    });
  }

  /** A grouped or bundle product's tickets, added and held together (see add-package.ts). */
  async addPackage(cart: repo.CartRecord, input: PackageInput, client?: HoldClient): Promise<Result<CartItem[]>> {
    const deps = { db: this.db, catalog: this.catalog, holds: this.holds, now: () => this.now() };
    return addPackage(deps, cart, input, (line, sellable) => toCartItem(cart, line, sellable), client);
  }

  /** An expired cart's lines, put back and held again all together (see hold-again.ts); answers the cart's items. */
  async holdAgain(cart: repo.CartRecord, items: readonly HoldAgainItem[], client?: HoldClient): Promise<Result<CartItem[]>> {
    const held = await holdAgain({ db: this.db, catalog: this.catalog, holds: this.holds, now: () => this.now() }, cart, items, client);
    return held.ok ? ok(await this.pull(cart)) : held;
  }

  async applyCoupon(cart: repo.CartRecord, code: string, clientKey?: string): Promise<Result<true>> {
    if (!this.coupons) return fail(ErrorCodes.notFound, 'Coupons are not available');
    const priced = await this.price({ ...cart, couponCode: null });
    return this.coupons.apply(cart, code, priced.totals.subtotal_incl_tax, clientKey);
  }

  async removeCoupon(cart: repo.CartRecord): Promise<Result<true>> {
    if (!this.coupons) return ok(true);
    return this.coupons.remove(cart);
  }

  /** Who an open cart belongs to: a customer id, null for a guest's cart, undefined when there is no open cart of that id. */
  async ownerOf(cartId: string): Promise<number | null | undefined> {
    const cart = await repo.findCart(this.db, cartId);
    return cart?.status === 'active' ? cart.userId : undefined;
  }

  /** Empties the cart and releases its holds. */
  async clear(cart: repo.CartRecord): Promise<Result<true>> {
    await this.holds.clear(cart.id);
    return ok(true);
  }

  /** Removing an item that is already gone succeeds, so client retries are harmless. */
  async remove(cart: repo.CartRecord, input: CartDeleteInput): Promise<Result<true>> {
    if (input.quoteId !== cart.id) return fail(ErrorCodes.validation, 'cartItem.quoteId: does not match cartId', 'cartItem.quoteId');
    await this.db.transaction().execute(async (tx) => {
      const productId = await repo.deleteLine(tx, cart.id, input.item_id);
      if (productId !== undefined) await this.holds.hold(tx, cart.id, productId, await repo.productQtyInCart(tx, cart.id, productId));
    });
    return ok(true);
  }

  async totals(cart: repo.CartRecord): Promise<Totals> {
    return (await this.price(cart)).totals;
  }

  async shippingMethods(cart: repo.CartRecord): Promise<ShippingMethod[]> {
    const index = await this.catalog.storeIndex(cart.storeCode);
    return shippingMethodsFor(index!.store, index!.taxRules);
  }

  /** The payment methods the cart's chosen delivery allows. */
  paymentMethods(cart: Pick<repo.CartRecord, 'shippingMethodCode' | 'shippingCarrierCode'>): PaymentMethod[] {
    return offeredPaymentMethods(this.providerMethods, deliveryOf(cart).physical);
  }

  async shippingInformation(cart: repo.CartRecord, info: AddressInformation): Promise<Result<{ payment_methods: PaymentMethod[]; totals: Totals }>> {
    const method = info.shippingMethodCode ? findDeliveryMethod(info.shippingMethodCode, info.shippingCarrierCode) : DEFAULT_DELIVERY;
    if (!method) return fail(ErrorCodes.validation, `addressInformation.shippingMethodCode: unknown shipping method ${info.shippingMethodCode}`, 'addressInformation.shippingMethodCode');
    await repo.updateCart(this.db, cart.id, { shippingAddress: info.shippingAddress, shippingMethodCode: method.method_code, shippingCarrierCode: method.carrier_code }, this.now());
    const updated = { ...cart, shippingAddress: info.shippingAddress, shippingMethodCode: method.method_code, shippingCarrierCode: method.carrier_code };
    return ok({ payment_methods: this.paymentMethods(updated), totals: await this.totals(updated) });
  }

  async collectTotals(cart: repo.CartRecord, methods: Methods): Promise<Result<Totals>> {
    const payment = methods.paymentMethod?.method;
    const method = methods.shippingMethodCode ? findDeliveryMethod(methods.shippingMethodCode, methods.shippingCarrierCode) : undefined;
    if (methods.shippingMethodCode && !method) return fail(ErrorCodes.validation, `methods.shippingMethodCode: unknown shipping method ${methods.shippingMethodCode}`, 'methods.shippingMethodCode');
    const delivery = method ?? deliveryOf(cart);
    if (payment !== undefined && !paymentKindOf(this.providerMethods, payment, delivery.physical)) {
      return fail(ErrorCodes.validation, `methods.paymentMethod.method: the cart offers no payment method ${payment}`, 'methods.paymentMethod.method');
    }
    const patch = { ...(payment ? { paymentMethodCode: payment } : {}), ...(method ? { shippingMethodCode: method.method_code, shippingCarrierCode: method.carrier_code } : {}) };
    await repo.updateCart(this.db, cart.id, patch, this.now());
    return ok(await this.totals({ ...cart, ...patch }));
  }

  /** Prices every line from the catalogue; what a client once sent as a price plays no part. */
  async price(cart: repo.CartRecord, shippingMethodCode?: string | null, customerEmail?: string): Promise<PricedCart> {
    const index = await this.catalog.storeIndex(cart.storeCode);
    const lines: PricedLine[] = [];
    const unavailable: string[] = [];
    for (const line of await repo.listLines(this.db, cart.id)) {
      const sellable = index?.sellable.get(line.sku);
      if (sellable && sellable.unitPriceInclTax !== null) lines.push({ line, sellable });
      else unavailable.push(line.sku);
    }
    const totalsLines: TotalsLine[] = lines.map(({ line, sellable }) => ({
      item_id: line.itemId,
      sku: line.sku,
      name: sellable.name,
      qty: line.qty,
      unitPriceInclTax: lineUnitPrice(cart, line, sellable),
      ratePercent: sellable.ratePercent,
      options: sellable.ticketCategoryLabel ? [{ label: 'Ticket category', value: sellable.ticketCategoryLabel }] : [],
    }));
    const delivery = findDeliveryMethod(shippingMethodCode ?? cart.shippingMethodCode, cart.shippingCarrierCode) ?? DEFAULT_DELIVERY;
    const shipping = index ? { amountInclTax: deliveryPrice(delivery, cart.currency), ratePercent: shippingRate(index.store, index.taxRules) } : null;
    const subtotalInclTax = totalsLines.reduce((sum, l) => sum + l.unitPriceInclTax * l.qty, 0);
    const discount = this.coupons && lines.length ? await this.coupons.discountFor(cart, subtotalInclTax, customerEmail) : undefined;
    return { lines, unavailable, totals: computeTotals(totalsLines, lines.length ? shipping : null, cart.currency, discount) };
  }
}

/** A new cart's record for the caller in a store view (a customer's group prices apply to it), before it is written. */
function newCartRecord(caller: Exclude<Caller, { kind: 'rejected' }>, storeCode: string | undefined): Result<repo.CartRecord> {
  const store = storeViewByCode(storeCode ?? 'default');
  if (!store) return fail(ErrorCodes.notFound, `Unknown store view: ${storeCode}`, 'storeCode');
  const customer = caller.kind === 'user' ? caller.claims : null;
  return ok({
    id: newCartId(),
    userId: customer?.sub ?? null,
    groupId: customer?.grp ?? GUEST_GROUP_ID,
    storeCode: store.storeCode,
    currency: store.i18n.currencyCode,
    status: 'active',
    shippingMethodCode: null,
    shippingCarrierCode: null,
    paymentMethodCode: null,
    shippingAddress: null,
    couponCode: null,
    holdExpiresAt: null,
  });
}

/** A cart line as the API answers it, priced for the cart's customer group. */
function toCartItem(cart: repo.CartRecord, line: repo.CartLineRecord, sellable: Sellable): CartItem {
  return {
    item_id: line.itemId,
    sku: line.sku,
    qty: line.qty,
    name: sellable.name,
    price: lineUnitPrice(cart, line, sellable),
    product_type: sellable.typeId,
    quote_id: cart.id,
    parentSku: line.parentSku,
    ...(line.productOption ? { product_option: line.productOption } : {}),
  };
}
