import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local stand-in for the few Stripe endpoints the adapter calls, as Stripe documents them:
 * form-encoded requests in bracket notation, JSON answers, Idempotency-Key replays, and test
 * payment methods that behave like Stripe's (pm_card_visa and friends). Tests only.
 */

type Json = Record<string, unknown>;

interface TestCard {
  brand: string;
  last4: string;
  behaviour: 'authorize' | 'decline' | 'insufficient_funds' | 'three_d_secure';
}

const TEST_PAYMENT_METHODS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'authorize' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'insufficient_funds' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', behaviour: 'three_d_secure' },
};

export interface StandInIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  latest_charge: string | null;
  last_payment_error: Json | null;
  next_action: Json | null;
  payment_method: string | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  cancellation_reason: string | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding: `a[b][c]=v` nests, `a[0]=v` and `a[]=v` make arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else node = (node[name] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

const cardError = (code: string, declineCode: string, message: string, pi: Json) => ({ status: 402, body: { error: { type: 'card_error', code, decline_code: declineCode, message, payment_intent: pi } } });
const unexpectedState = (verb: string, pi: StandInIntent) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent could not be ${verb} because it has a status of ${pi.status}.`, payment_intent: pi } },
});
const missing = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } });

export class StripeStandIn {
  readonly secretKey = `sk_test_${randomBytes(8).toString('hex')}`;
  readonly publishableKey = `pk_test_${randomBytes(8).toString('hex')}`;
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  /** Every PaymentIntent made, by id. */
  readonly intents = new Map<string, StandInIntent>();
  /** Calls by method and path (no query), for tests that count what the adapter asked. */
  readonly calls: string[] = [];
  private readonly charges = new Map<string, Json>();
  private readonly replays = new Map<string, { status: number; body: unknown }>();
  private server = createServer((req, res) => void this.serve(req, res));
  port = 0;
  /** Requests whose answer is lost: carried out, then the connection is dropped (a crash or timeout in between). */
  dropAnswers = 0;

  /** Filled in once listening: hand it to the API (useApi's env) before the API starts. */
  readonly env: Record<string, string> = {};

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    Object.assign(this.env, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The PaymentIntents made for one checkout attempt (their metadata's order_id). */
  intentsFor(orderId: string): StandInIntent[] {
    return [...this.intents.values()].filter((pi) => pi.metadata.order_id === orderId);
  }

  /** The shopper's 3-D Secure answer: the intent moves on and the webhook event Stripe would send is answered. */
  completeAction(piId: string, succeed: boolean): Json {
    const pi = this.intents.get(piId);
    if (!pi || pi.status !== 'requires_action') throw new Error(`${piId} does not require action`);
    pi.next_action = null;
    if (succeed) {
      this.authorize(pi);
      return this.event('payment_intent.amount_capturable_updated', pi);
    }
    pi.status = 'requires_payment_method';
    pi.last_payment_error = { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' };
    return this.event('payment_intent.payment_failed', pi);
  }

  event(type: string, pi: StandInIntent): Json {
    return { id: id('evt'), object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, data: { object: structuredClone(pi) } };
  }

  /** Posts an event to a webhook endpoint, signed as Stripe signs (or with another secret, to be refused). */
  async sendWebhook(endpoint: string, event: Json | string, secret = this.webhookSecret): Promise<{ status: number; body: any }> {
    // A string is sent as it is (tests of bodies that are no event).
    const payload = typeof event === 'string' ? event : JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: payload });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  private authorize(pi: StandInIntent): void {
    const card = TEST_PAYMENT_METHODS[pi.payment_method ?? ''];
    const charge = { id: id('ch'), object: 'charge', amount: pi.amount, captured: false, payment_intent: pi.id, payment_method_details: card ? { type: 'card', card: { brand: card.brand, last4: card.last4 } } : { type: pi.payment_method_types[0] } };
    this.charges.set(charge.id, charge);
    pi.latest_charge = charge.id;
    if (pi.capture_method === 'manual') {
      pi.status = 'requires_capture';
      pi.amount_capturable = pi.amount;
    } else {
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
    }
  }

  private expanded(pi: StandInIntent, expand: unknown): Json {
    const fields = Array.isArray(expand) ? expand : [];
    const out: Json = structuredClone(pi);
    if (fields.includes('latest_charge') && pi.latest_charge) out.latest_charge = this.charges.get(pi.latest_charge) ?? pi.latest_charge;
    const card = TEST_PAYMENT_METHODS[pi.payment_method ?? ''];
    if (fields.includes('payment_method') && pi.payment_method && card) out.payment_method = { id: pi.payment_method, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4 } };
    return out;
  }

  private create(params: Json): { status: number; body: unknown } {
    const methodData = params.payment_method_data as Json | undefined;
    const allowed = Array.isArray(params.allowed_payment_method_types) ? (params.allowed_payment_method_types as string[]) : ['card'];
    const pi: StandInIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_capturable: 0,
      amount_received: 0,
      currency: String(params.currency),
      status: 'requires_payment_method',
      capture_method: String(params.capture_method ?? 'automatic_async'),
      client_secret: '',
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      payment_method: typeof params.payment_method === 'string' ? params.payment_method : null,
      payment_method_types: allowed,
      allowed_payment_method_types: allowed,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      cancellation_reason: null,
    };
    pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
    if (!Number.isInteger(pi.amount) || pi.amount < 1) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid integer' } } };
    if (methodData?.type) pi.payment_method = id('pm');
    this.intents.set(pi.id, pi);
    if (params.confirm !== 'true') return { status: 200, body: this.expanded(pi, params.expand) };

    const redirectTo = (url: string) =>
      params.use_stripe_sdk === 'false'
        ? { type: 'redirect_to_url', redirect_to_url: { url, return_url: params.return_url } }
        : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url } };
    if (methodData?.type) {
      pi.status = 'requires_action';
      const url = `http://127.0.0.1:${this.port}/approve/${pi.id}`;
      pi.next_action = methodData.type === 'swish' ? { type: 'swish_handle_redirect_or_display_qr_code', swish_handle_redirect_or_display_qr_code: { hosted_instructions_url: url } } : redirectTo(url);
      return { status: 200, body: this.expanded(pi, params.expand) };
    }
    const card = TEST_PAYMENT_METHODS[pi.payment_method ?? ''];
    if (!card) {
      this.intents.delete(pi.id);
      return missing(`PaymentMethod: '${pi.payment_method ?? ''}'`);
    }
    switch (card.behaviour) {
      case 'decline':
        pi.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
        return cardError('card_declined', 'generic_decline', 'Your card was declined.', pi);
      case 'insufficient_funds':
        pi.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
        return cardError('card_declined', 'insufficient_funds', 'Your card has insufficient funds.', pi);
      case 'three_d_secure':
        pi.status = 'requires_action';
        pi.next_action = redirectTo(`http://127.0.0.1:${this.port}/3ds/${pi.id}`);
        return { status: 200, body: this.expanded(pi, params.expand) };
      default:
        this.authorize(pi);
        return { status: 200, body: this.expanded(pi, params.expand) };
    }
  }

  private capture(pi: StandInIntent, params: Json): { status: number; body: unknown } {
    if (pi.status !== 'requires_capture') return unexpectedState('captured', pi);
    const amount = params.amount_to_capture === undefined ? pi.amount : Number(params.amount_to_capture);
    if (amount > pi.amount_capturable) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Amount to capture exceeds the capturable amount' } } };
    pi.status = 'succeeded';
    pi.amount_received = amount;
    pi.amount_capturable = 0;
    return { status: 200, body: pi };
  }

  private cancel(pi: StandInIntent): { status: number; body: unknown } {
    if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'].includes(pi.status)) return unexpectedState('canceled', pi);
    pi.status = 'canceled';
    pi.cancellation_reason = 'requested_by_customer';
    pi.amount_capturable = 0;
    pi.next_action = null;
    return { status: 200, body: pi };
  }

  /** `metadata['key']:'value'`, the one kind of search query the adapter makes. */
  private search(query: string): { status: number; body: unknown } {
    const m = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.trim());
    if (!m) return { status: 400, body: { error: { type: 'invalid_request_error', message: `The stand-in does not understand the query ${query}` } } };
    const [, key, raw] = m;
    const value = raw!.replace(/\\(.)/g, '$1');
    const data = [...this.intents.values()].filter((pi) => pi.metadata[key!] === value);
    return { status: 200, body: { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' } };
  }

  private route(method: string, path: string, params: Json): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') return this.create(params);
    if (method === 'GET' && path === '/v1/payment_intents/search') return this.search(String(params.query ?? ''));
    const m = /^\/v1\/payment_intents\/([^/]+)(\/capture|\/cancel)?$/.exec(path);
    const pi = m ? this.intents.get(decodeURIComponent(m[1]!)) : undefined;
    if (!m) return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
    if (!pi) return missing(`payment_intent: '${m[1]}'`);
    if (method === 'GET' && !m[2]) return { status: 200, body: this.expanded(pi, params.expand) };
    if (method === 'POST' && m[2] === '/capture') return this.capture(pi, params);
    if (method === 'POST' && m[2] === '/cancel') return this.cancel(pi);
    return { status: 405, body: { error: { type: 'invalid_request_error', message: `${method} is not allowed here` } } };
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    this.calls.push(`${method} ${url.pathname}`);
    const answer = (status: number, body: unknown) => {
      if (this.dropAnswers > 0) {
        this.dropAnswers -= 1;
        res.socket?.destroy();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    // The same key on the same endpoint answers the first answer again, as Stripe does for a day.
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const replayKey = typeof key === 'string' ? `${url.pathname}\n${key}` : undefined;
    const earlier = replayKey ? this.replays.get(replayKey) : undefined;
    if (earlier) return answer(earlier.status, earlier.body);
    const result = this.route(method, url.pathname, params);
    if (replayKey) this.replays.set(replayKey, { status: result.status, body: structuredClone(result.body) });
    answer(result.status, result.body);
  }
}

/** A stand-in per describe block; pass `standIn.env` to useApi (registered after this) so the API talks to it. */
export function useStripeStandIn(): StripeStandIn {
  const standIn = new StripeStandIn();
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());
  return standIn;
}
