import type {
  ApiErrorResult,
  Category,
  CartItem,
  CardToken,
  OrderBody,
  OrderConfirmation,
  PaymentActionRequired,
  PaymentStatusAnswer,
  Product,
  SearchBody,
  SearchEntityType,
  SearchResult,
  ShippingMethod,
  StoreCode,
  Totals,
} from '@encore/contracts';
import { STATUS_CODES } from 'node:http';
import { request, type Dispatcher } from 'undici';
import { categoryTag, productTag, recordCacheTags } from './cache-tags.server.ts';
import { visitorForwardedFor, visitorUserToken } from './visitor.server.ts';

/**
 * The storefront's only HTTP client for the API (server-only). It unwraps the
 * `{ code, result }` envelope: expected failures (4xx with `{errorCode,
 * message}`) come back as values, network faults and 5xx throw.
 */
export const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const TIMEOUT_MS = 10_000;

/** `meta` is the envelope's extra part (a sign-in's refresh token). */
export type ApiResult<T> = { ok: true; status: number; result: T; meta?: unknown } | { ok: false; status: number; error: ApiErrorResult & { checkedInAt?: string } };

export class ApiUnavailableError extends Error {
  constructor(
    message: string,
    readonly status = 503,
  ) {
    super(message);
    this.name = 'ApiUnavailableError';
  }
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** The customer's token to send; by default the visitor's, null for none. */
  token?: string | null;
  /** How long to wait for the answer (default 10 s; a payment takes longer). */
  timeoutMs?: number;
}

/**
 * A customer's cart, hold and order calls must carry their token (the API keeps a customer's cart to
 * its owner), so calls made for a signed-in visitor send it, unless one is named in the query.
 */
function bearerFor(options: CallOptions): string | undefined {
  if (options.token !== undefined) return options.token ?? undefined;
  if (options.query?.token !== undefined) return undefined;
  return visitorUserToken();
}

function toErrorResult(result: unknown, status: number): ApiErrorResult & { checkedInAt?: string } {
  if (result && typeof result === 'object' && 'message' in result) {
    const r = result as { errorCode?: unknown; message: unknown; field?: unknown; checkedInAt?: unknown };
    return {
      errorCode: typeof r.errorCode === 'string' ? r.errorCode : `http_${status}`,
      message: String(r.message),
      ...(typeof r.field === 'string' ? { field: r.field } : {}),
      // A used ticket's refusal names when it was admitted: the door shows that time.
      ...(typeof r.checkedInAt === 'string' ? { checkedInAt: r.checkedInAt } : {}),
    };
  }
  if (typeof result === 'string') return { errorCode: `http_${status}`, message: result };
  return { errorCode: `http_${status}`, message: 'Something went wrong' };
}

export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const url = new URL(API_URL + path);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  // Calls made for a visitor name their address, so the API's per-client rate limits count them, not the storefront.
  const forwardedFor = visitorForwardedFor();
  const bearer = bearerFor(options);
  // undici's own request rather than fetch: no web streams, abort wiring or Response object per call, which were a tenth of a page's CPU.
  let response: Dispatcher.ResponseData;
  try {
    response = await request(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      // Plain bytes: the API is a neighbour, and unpacking brotli or gzip cost this host more than the bytes saved.
      headers: { accept: 'application/json', 'accept-encoding': 'identity', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (cause) {
    throw new ApiUnavailableError(`API request failed: ${url.pathname} (${(cause as Error).message})`);
  }
  const status = response.statusCode;
  let json: unknown;
  try {
    json = await response.body.json();
  } catch {
    response.body.destroy();
    if (status >= 500) throw new ApiUnavailableError(`API ${status} on ${url.pathname}`, status);
    return { ok: false, status, error: { errorCode: `http_${status}`, message: STATUS_CODES[status] || 'Something went wrong' } };
  }
  const envelope = json as { code?: unknown; result?: unknown; meta?: unknown };
  const code = typeof envelope.code === 'number' ? envelope.code : status;
  const hasEnvelope = json !== null && typeof json === 'object' && 'result' in json;
  const result = hasEnvelope ? envelope.result : json;
  if (status >= 200 && status < 300 && code >= 200 && code < 300) return { ok: true, status: code, result: result as T, ...(hasEnvelope && envelope.meta !== undefined ? { meta: envelope.meta } : {}) };
  if (status >= 500 || code >= 500) {
    throw new ApiUnavailableError(`API ${code} on ${url.pathname}: ${toErrorResult(result, code).message}`, code);
  }
  return { ok: false, status: code, error: toErrorResult(result, code) };
}

/** Unwraps a result or throws (for reads whose failure is a page error). */
export async function apiRead<T>(path: string, options: CallOptions = {}): Promise<T> {
  const r = await apiCall<T>(path, options);
  if (!r.ok) throw new ApiUnavailableError(`API ${r.status} on ${path}: ${r.error.message}`, r.status);
  return r.result;
}

// ---------------------------------------------------------------- catalogue

export interface SearchOptions {
  storeCode: StoreCode;
  body: SearchBody;
  from?: number;
  size?: number;
  sort?: string;
  includeFields?: string[];
  signal?: AbortSignal;
}

function normalizeSearchResult<T>(raw: unknown): SearchResult<T> {
  const r = (raw ?? {}) as Partial<SearchResult<T>> & { hits?: { hits?: Array<{ _source: T }>; total?: number | { value: number } } };
  if (Array.isArray(r.items)) {
    return { items: r.items, total: r.total ?? r.items.length, perPage: r.perPage ?? r.items.length, start: r.start ?? 0, aggregations: r.aggregations ?? {}, attributeMetadata: r.attributeMetadata ?? [] };
  }
  const hits = r.hits?.hits ?? [];
  const total = typeof r.hits?.total === 'number' ? r.hits.total : (r.hits?.total?.value ?? hits.length);
  return { items: hits.map((h) => h._source), total, perPage: hits.length, start: 0, aggregations: {}, attributeMetadata: [] };
}

export async function searchCatalog<T>(entity: SearchEntityType, o: SearchOptions): Promise<SearchResult<T>> {
  const path = `/api/catalog/${encodeURIComponent(o.storeCode)}/${entity}/_search`;
  const call = (groupToken: string | undefined) =>
    apiCall<unknown>(path, {
      method: 'POST',
      query: { from: o.from, size: o.size, sort: o.sort, _source_include: o.includeFields?.join(',') },
      body: { filters: [], aggregations: [], ...o.body, ...(groupToken ? { groupToken } : {}) },
      signal: o.signal,
      // The catalogue learns the customer's group from groupToken alone.
      token: null,
    });
  // A logged-in customer's products are priced for their group: product searches carry the customer's token.
  const token = entity === 'product' ? visitorUserToken() : undefined;
  let answer = await call(token);
  // A token the API no longer accepts (expired) must not break the page: it is shown at guest prices.
  if (token && !answer.ok && answer.status === 401) answer = await call(undefined);
  if (!answer.ok) throw new ApiUnavailableError(`API ${answer.status} on ${path}: ${answer.error.message}`, answer.status);
  const raw = answer.result;
  const result = normalizeSearchResult<T>(raw);
  // The page now shows these products / categories: tag it for the output cache.
  const tag = entity === 'category' ? categoryTag : entity === 'product' ? productTag : undefined;
  if (tag) recordCacheTags(result.items.flatMap((item) => (typeof (item as { id?: unknown }).id === 'number' ? [tag((item as { id: number }).id)] : [])));
  return result;
}

export const searchProducts = (o: SearchOptions) => searchCatalog<Product>('product', o);
export const searchCategories = (o: SearchOptions) => searchCatalog<Category>('category', o);

// ---------------------------------------------------------------- cart

/** A server cart of one store view: its currency and prices are that store's. */
export const createCart = (storeCode: StoreCode) => apiCall<string>('/api/cart/create', { method: 'POST', query: { storeCode }, body: {} });
export const pullCart = (cartId: string) => apiCall<CartItem[]>('/api/cart/pull', { query: { cartId } });
export const cartTotals = (cartId: string) => apiCall<Totals>('/api/cart/totals', { query: { cartId } });
export const updateCartItem = (cartId: string, sku: string, qty: number, itemId?: number) =>
  apiCall<CartItem>('/api/cart/update', { method: 'POST', query: { cartId }, body: { cartItem: { sku, qty, quoteId: cartId, ...(itemId ? { item_id: itemId } : {}) } } });
/** The first add of a visitor without a cart: the API makes the cart with the held line in one call; `quote_id` names it. */
export const createCartWithItem = (storeCode: StoreCode, sku: string, qty: number) =>
  apiCall<CartItem>('/api/cart/create-with-item', { method: 'POST', query: { storeCode }, body: { cartItem: { sku, qty } } });
/** Edit mode: the line becomes `sku` (another ticket category of its event); the API swaps the holds atomically. */
export const switchCartItem = (cartId: string, replaceItemId: number, sku: string, qty: number) =>
  apiCall<CartItem>('/api/cart/update', { method: 'POST', query: { cartId }, body: { cartItem: { sku, qty, quoteId: cartId, replace_item_id: replaceItemId } } });
/** A grouped or bundle product's tickets, added and held together (a bundle's choices as option id → selection id). */
export const addPackageToCart = (cartId: string, sku: string, qty: number, picks: ReadonlyArray<{ optionId: number; selectionId: number }>) =>
  apiCall<CartItem[]>('/api/cart/add-package', {
    method: 'POST',
    query: { cartId },
    body: {
      cartItem: {
        sku,
        qty,
        quoteId: cartId,
        ...(picks.length ? { product_option: { extension_attributes: { bundle_options: picks.map((p) => ({ option_id: p.optionId, option_selections: [p.selectionId] })) } } } : {}),
      },
    },
  });
/** The lines of a cart whose hold ran out, put back and held again together: all of them or none. */
export const holdCartAgain = (cartId: string, items: ReadonlyArray<{ sku: string; qty: number }>) =>
  apiCall<CartItem[]>('/api/cart/hold-again', { method: 'POST', query: { cartId }, body: { items } });
export const deleteCartItem = (cartId: string, itemId: number, sku?: string) =>
  apiCall<boolean>('/api/cart/delete', { method: 'POST', query: { cartId }, body: { cartItem: { item_id: itemId, quoteId: cartId, ...(sku ? { sku } : {}) } } });
export const shippingMethods = (cartId: string, countryId: string) =>
  apiCall<ShippingMethod[]>('/api/cart/shipping-methods', { method: 'POST', query: { cartId }, body: { address: { country_id: countryId } } });

// ---------------------------------------------------------------- order & payment

/** An order authorises a payment at the provider: it gets longer than a catalogue call before it counts as lost. */
const ORDER_TIMEOUT_MS = 45_000;
/** 200 with the confirmation, or 202 when the shopper must act at the payment provider first. */
export const placeOrder = (body: OrderBody) => apiCall<OrderConfirmation | PaymentActionRequired>('/api/order', { method: 'POST', body, timeoutMs: ORDER_TIMEOUT_MS });
export const paymentStatus = (cartId: string, orderId: string) => apiCall<PaymentStatusAnswer>('/api/order/payment-status', { method: 'POST', body: { cart_id: cartId, order_id: orderId } });
export type { CardToken };
