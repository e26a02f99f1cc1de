import type { z } from 'zod';
import { ErrorCodes, storeViewByCode, type CartItem, type PaymentMethod, type ShippingMethod, type Totals } from '@encore/contracts';
import type { cartItemInputSchema, cartDeleteBodySchema, collectTotalsBodySchema, shippingInformationBodySchema } from '@encore/contracts';
import { CART_MESSAGES, checkLineQty, checkPrice, computeTotals, nextLineQty, type TotalsLine } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { newCartId } from '../../platform/ids.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Sellable } from '../catalog/product-mapper.ts';
import * as repo from './cart.repo.ts';
import { DEFAULT_DELIVERY, deliveryPrice, findDeliveryMethod, shippingMethodsFor, shippingRate } from './shipping-methods.ts';

type CartItemInput = z.output<typeof cartItemInputSchema>;
type CartDeleteInput = z.output<typeof cartDeleteBodySchema>['cartItem'];
type AddressInformation = z.output<typeof shippingInformationBodySchema>['addressInformation'];
type Methods = z.output<typeof collectTotalsBodySchema>['methods'];

export const PAYMENT_METHODS: PaymentMethod[] = [{ code: 'card', title: 'Card', cost_incl_tax: 0, is_server_method: true, default: true, offline: false }];

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
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async create(caller: Exclude<Caller, { kind: 'rejected' }>, storeCode: string | undefined): Promise<Result<string>> {
    const store = storeViewByCode(storeCode ?? 'default');
    if (!store) return fail(ErrorCodes.notFound, `Unknown store view: ${storeCode}`, 'storeCode');
    const id = newCartId();
    await repo.insertCart(this.db, { id, userId: caller.kind === 'user' ? caller.claims.sub : null, storeCode: store.storeCode, currency: store.i18n.currencyCode }, this.now());
    return ok(id);
  }

  /** The caller's open cart. A user's cart is only visible with that user's token. */
  async open(caller: Exclude<Caller, { kind: 'rejected' }>, cartId: string): Promise<Result<repo.CartRecord>> {
    const cart = await repo.findCart(this.db, cartId);
    if (!cart) return fail(ErrorCodes.unknownCart, `Cart not found: ${cartId}`, 'cartId');
    if (cart.userId !== null && (caller.kind !== 'user' || caller.claims.sub !== cart.userId)) {
      return fail(ErrorCodes.unauthorized, 'This cart belongs to another customer');
    }
    if (cart.status !== 'active') return fail(ErrorCodes.cartClosed, 'This cart has already been ordered; create a new cart', 'cartId');
    return ok(cart);
  }

  async pull(cart: repo.CartRecord): Promise<CartItem[]> {
    const priced = await this.price(cart);
    return priced.lines.map((p) => toCartItem(cart, p.line, p.sellable));
  }

  async update(cart: repo.CartRecord, input: CartItemInput): Promise<Result<CartItem>> {
    if (input.quoteId !== cart.id) return fail(ErrorCodes.validation, 'cartItem.quoteId: does not match cartId', 'cartItem.quoteId');
    const sellable = await this.catalog.sellable(cart.storeCode, input.sku);
    if (!sellable) return fail(ErrorCodes.unknownSku, `Unknown product: ${input.sku}`, 'cartItem.sku');
    const priceProblem = checkPrice(sellable.unitPriceInclTax);
    if (priceProblem) return { ok: false, error: priceProblem };

    const lines = await repo.listLines(this.db, cart.id);
    let existing: repo.CartLineRecord | undefined;
    if (input.item_id !== undefined) {
      existing = lines.find((l) => l.itemId === input.item_id);
      if (!existing) return fail(ErrorCodes.validation, `cartItem.item_id: no item ${input.item_id} in this cart`, 'cartItem.item_id');
      if (existing.sku !== input.sku) return fail(ErrorCodes.validation, `cartItem.sku: item ${input.item_id} holds ${existing.sku}`, 'cartItem.sku');
    } else {
      existing = lines.find((l) => l.sku === input.sku);
    }
    const setsQty = input.item_id !== undefined;
    const qty = nextLineQty(existing?.qty, input.qty, setsQty);
    const inv = await repo.inventoryOf(this.db, sellable.productId);
    const stock = inv ? { available: Math.max(0, inv.qty - inv.sold), manageStock: inv.manageStock, maxSaleQty: inv.maxSaleQty } : { available: 0, manageStock: true, maxSaleQty: 0 };
    const stockProblem = checkLineQty(qty, stock);
    if (stockProblem) return { ok: false, error: stockProblem };

    const now = this.now();
    let line: repo.CartLineRecord;
    if (existing && !setsQty) {
      const limit = Math.min(stock.maxSaleQty > 0 ? stock.maxSaleQty : Number.MAX_SAFE_INTEGER, stock.manageStock ? stock.available : Number.MAX_SAFE_INTEGER);
      const added = await repo.addToLineQty(this.db, cart.id, existing.itemId, input.qty, limit, now);
      if (added === undefined) {
        // Another request grew the line meanwhile; answer as if this one had come second.
        const fresh = (await repo.listLines(this.db, cart.id)).find((l) => l.itemId === existing.itemId);
        const problem = checkLineQty((fresh?.qty ?? 0) + input.qty, stock) ?? { errorCode: ErrorCodes.notEnoughTickets, message: CART_MESSAGES.notEnough(stock.available) };
        return { ok: false, error: problem };
      }
      line = { ...existing, qty: added };
    } else if (existing) {
      await repo.setLineQty(this.db, cart.id, existing.itemId, qty, now);
      line = { ...existing, qty };
    } else {
      const productOption = input.product_option ?? null;
      const itemId = await repo.insertLine(this.db, cart.id, { productId: sellable.productId, sku: sellable.sku, parentSku: sellable.parentSku, qty, productOption }, now);
      line = { itemId, productId: sellable.productId, sku: sellable.sku, parentSku: sellable.parentSku, qty, productOption };
    }
    return ok(toCartItem(cart, line, sellable));
  }

  /** Removing an item that is already gone succeeds, so client retries are harmless. */
  async remove(cart: repo.CartRecord, input: CartDeleteInput): Promise<Result<true>> {
    if (input.quoteId !== cart.id) return fail(ErrorCodes.validation, 'cartItem.quoteId: does not match cartId', 'cartItem.quoteId');
    await repo.deleteLine(this.db, cart.id, input.item_id);
    return ok(true);
  }

  async totals(cart: repo.CartRecord): Promise<Totals> {
    return (await this.price(cart)).totals;
  }

  async shippingMethods(cart: repo.CartRecord): Promise<ShippingMethod[]> {
    const index = await this.catalog.storeIndex(cart.storeCode);
    return shippingMethodsFor(index!.store, index!.taxRules);
  }

  async shippingInformation(cart: repo.CartRecord, info: AddressInformation): Promise<Result<{ payment_methods: PaymentMethod[]; totals: Totals }>> {
    const method = info.shippingMethodCode ? findDeliveryMethod(info.shippingMethodCode, info.shippingCarrierCode) : DEFAULT_DELIVERY;
    if (!method) return fail(ErrorCodes.validation, `addressInformation.shippingMethodCode: unknown shipping method ${info.shippingMethodCode}`, 'addressInformation.shippingMethodCode');
    await repo.updateCart(this.db, cart.id, { shippingAddress: info.shippingAddress, shippingMethodCode: method.method_code, shippingCarrierCode: method.carrier_code }, this.now());
    const updated = { ...cart, shippingAddress: info.shippingAddress, shippingMethodCode: method.method_code, shippingCarrierCode: method.carrier_code };
    return ok({ payment_methods: PAYMENT_METHODS, totals: await this.totals(updated) });
  }

  async collectTotals(cart: repo.CartRecord, methods: Methods): Promise<Result<Totals>> {
    const payment = methods.paymentMethod?.method;
    if (payment !== undefined && !PAYMENT_METHODS.some((p) => p.code === payment)) {
      return fail(ErrorCodes.validation, `methods.paymentMethod.method: unknown payment method ${payment}`, 'methods.paymentMethod.method');
    }
    const method = methods.shippingMethodCode ? findDeliveryMethod(methods.shippingMethodCode, methods.shippingCarrierCode) : undefined;
    if (methods.shippingMethodCode && !method) return fail(ErrorCodes.validation, `methods.shippingMethodCode: unknown shipping method ${methods.shippingMethodCode}`, 'methods.shippingMethodCode');
    const patch = { ...(payment ? { paymentMethodCode: payment } : {}), ...(method ? { shippingMethodCode: method.method_code, shippingCarrierCode: method.carrier_code } : {}) };
    await repo.updateCart(this.db, cart.id, patch, this.now());
    return ok(await this.totals({ ...cart, ...patch }));
  }

  /** Prices every line from the catalogue; what a client once sent as a price plays no part. */
  async price(cart: repo.CartRecord, shippingMethodCode?: string | null): Promise<PricedCart> {
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
      unitPriceInclTax: sellable.unitPriceInclTax ?? 0,
      ratePercent: sellable.ratePercent,
      options: sellable.ticketCategoryLabel ? [{ label: 'Ticket category', value: sellable.ticketCategoryLabel }] : [],
    }));
    const delivery = findDeliveryMethod(shippingMethodCode ?? cart.shippingMethodCode, cart.shippingCarrierCode) ?? DEFAULT_DELIVERY;
    const shipping = index ? { amountInclTax: deliveryPrice(delivery, cart.currency), ratePercent: shippingRate(index.store, index.taxRules) } : null;
    return { lines, unavailable, totals: computeTotals(totalsLines, lines.length ? shipping : null, cart.currency) };
  }
}

function toCartItem(cart: repo.CartRecord, line: repo.CartLineRecord, sellable: Sellable): CartItem {
  return {
    item_id: line.itemId,
    sku: line.sku,
    qty: line.qty,
    name: sellable.name,
    price: sellable.unitPriceInclTax ?? 0,
    product_type: sellable.typeId,
    quote_id: cart.id,
    parentSku: line.parentSku,
    ...(line.productOption ? { product_option: line.productOption } : {}),
  };
}
