import { ErrorCodes, PAYMENT_MESSAGES, PaymentErrorCodes, PaymentMethodCodes, TEST_CARDS, type CardToken } from '@encore/contracts';
import type { z } from 'zod';
import type { cardTokenBodySchema } from '@encore/contracts';
import type { Clock } from '../../platform/clock.ts';
import { randomRef } from '../../platform/ids.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { signPayload, verifyPayload } from '../../platform/signing.ts';
import { cardBrand, isExpired, luhnValid } from './card-rules.ts';
import type { AuthorizeOutcome, AuthorizeRequest, PaymentEvent, PaymentProvider, PaymentRefusal, ProviderMethod } from './payment-provider.ts';

type Behaviour = 'success' | 'declined' | 'insufficient_funds' | 'requires_action';

interface TokenPayload {
  /** behaviour */
  b: Behaviour;
  br: string;
  l4: string;
  em: number;
  ey: number;
  /** nonce: the token's id, so two tokens of one card differ and a used one is known again */
  n: string;
  /** the cart the token pays for */
  c: string;
  /** the amount it pays, minor units */
  a: number;
  /** when it stops being accepted (ISO time) */
  x: string;
}

/** Where used tokens are recorded; use() answers false when the token was used before. */
export interface UsedTokens {
  use(tokenId: string, expiresAt: string, now: string): Promise<boolean>;
}

const PURPOSE = 'payment-test-card';
/** The test provider remembers this many payments and answers; older ones are forgotten (a long-running demo stays small). */
const REMEMBERED = 10_000;

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  // Maps keep insertion order: the first key is the oldest.
  if (map.size > REMEMBERED) map.delete(map.keys().next().value as K);
}
const PREFIX = 'tok_';
/** A token is made when the customer pays; it need not outlive the longest ticket hold. */
const TOKEN_LIFETIME_MS = 30 * 60 * 1000;

function behaviourOf(number: string): Behaviour {
  switch (number) {
    case TEST_CARDS.declined:
      return 'declined';
    case TEST_CARDS.insufficientFunds:
      return 'insufficient_funds';
    case TEST_CARDS.threeDSecure:
      return 'requires_action';
    default:
      return 'success';
  }
}

const failed: PaymentRefusal = { status: 'failed', errorCode: ErrorCodes.paymentFailed, message: PAYMENT_MESSAGES.generic };

/** Where the shopper approves or fails a payment that requires action (served by payment.routes.ts). */
export const TEST_ACTION_PATH = '/api/ext/payment-test/pay/';

/** What the test provider remembers of a payment (in memory: like the money, it is all pretend). */
interface TestPayment {
  key: string;
  amount: number;
  status: 'requires_action' | 'authorized' | 'captured' | 'voided' | 'failed';
  action: 'three_d_secure' | 'redirect' | null;
  returnUrl: string;
  brand: string | null;
  last4: string | null;
}

/** What the shopper sees on the provider's page of a payment that requires action. */
export interface TestActionView {
  action: 'three_d_secure' | 'redirect';
  amount: number;
  currency: string;
  open: boolean;
}

/**
 * The built-in test provider. Card details are turned into a signed token that
 * only records how the card behaves, its brand and last four digits; number
 * and CVC are dropped here and never stored or logged. A token pays once, for
 * the cart and the amount it was made for, within half an hour. Payments that
 * require action wait for the shopper's answer on the provider's own page
 * (3-D Secure challenge, or the approval of the redirect method), which is then
 * reported to the shop as a real provider's webhook would.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  /** Swish's place in the spec's display order goes to the redirect method that stands for it. */
  readonly methods: readonly ProviderMethod[] = [
    { code: PaymentMethodCodes.testRedirect, title: 'Swish (test approval)', kind: 'redirect' },
    { code: PaymentMethodCodes.card, title: 'Pay by Card (test cards)', kind: 'card', default: true },
  ];
  private readonly payments = new Map<string, TestPayment & { currency: string }>();
  private readonly answers = new Map<string, AuthorizeOutcome>();
  private listener: ((event: PaymentEvent) => Promise<void>) | undefined;

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly usedTokens: UsedTokens,
  ) {}

  tokenize(card: z.output<typeof cardTokenBodySchema>): Result<CardToken> {
    const now = this.clock.now();
    if (!luhnValid(card.number)) return fail(ErrorCodes.validation, 'number: Your card number is invalid', 'number');
    if (isExpired(card.exp_month, card.exp_year, now)) return fail(ErrorCodes.validation, 'exp_year: Your card has expired', 'exp_year');
    const payload: TokenPayload = {
      b: behaviourOf(card.number),
      br: cardBrand(card.number),
      l4: card.number.slice(-4),
      em: card.exp_month,
      ey: card.exp_year,
      n: randomRef('n'),
      c: card.cart_id,
      a: card.amount,
      x: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
    };
    return ok({ id: PREFIX + signPayload(payload, this.secret, PURPOSE), brand: payload.br, last4: payload.l4, exp_month: payload.em, exp_year: payload.ey });
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome> {
    // One key, one authorisation: a repeated key gets the first answer.
    const earlier = this.answers.get(request.idempotencyKey);
    if (earlier) return earlier;
    const outcome = await this.decide(request);
    remember(this.answers, request.idempotencyKey, outcome);
    return outcome;
  }

  private async decide(request: AuthorizeRequest): Promise<AuthorizeOutcome> {
    if (request.method === PaymentMethodCodes.testRedirect) return this.awaitShopper(request, 'redirect', null, null);
    const token = request.paymentMethodToken ?? '';
    const card = token.startsWith(PREFIX) ? verifyPayload<TokenPayload>(token.slice(PREFIX.length), this.secret, PURPOSE) : null;
    if (!card || typeof card.n !== 'string' || typeof card.x !== 'string') return failed;
    if (card.c !== request.reference || card.a !== request.amount) return { status: 'failed', errorCode: PaymentErrorCodes.amountChanged, message: PAYMENT_MESSAGES.amountChanged };
    const now = this.clock.now().toISOString();
    if (!(card.x > now)) return failed;
    // Used once, whatever the card does: a second order with the same token is refused.
    if (!(await this.usedTokens.use(card.n, card.x, now))) return failed;
    switch (card.b) {
      case 'declined':
        return { status: 'declined', errorCode: ErrorCodes.cardDeclined, message: PAYMENT_MESSAGES.declined };
      case 'insufficient_funds':
        return { status: 'insufficient_funds', errorCode: ErrorCodes.insufficientFunds, message: PAYMENT_MESSAGES.insufficientFunds };
      case 'requires_action':
        return this.awaitShopper(request, 'three_d_secure', card.br, card.l4);
      default: {
        const reference = randomRef('test_auth');
        remember(this.payments, reference, { key: request.idempotencyKey, amount: request.amount, currency: request.currency, status: 'authorized', action: null, returnUrl: request.returnUrl, brand: card.br, last4: card.l4 });
        return { status: 'authorized', reference, brand: card.br, last4: card.l4 };
      }
    }
  }

  private awaitShopper(request: AuthorizeRequest, action: 'three_d_secure' | 'redirect', brand: string | null, last4: string | null): AuthorizeOutcome {
    const reference = randomRef('test_pay');
    remember(this.payments, reference, { key: request.idempotencyKey, amount: request.amount, currency: request.currency, status: 'requires_action', action, returnUrl: request.returnUrl, brand, last4 });
    return { status: 'requires_action', reference, action, actionUrl: `${TEST_ACTION_PATH}${reference}` };
  }

  /** The provider page's view of a payment waiting for the shopper, or undefined for an unknown one. */
  actionView(reference: string): TestActionView | undefined {
    const p = this.payments.get(reference);
    if (!p?.action) return undefined;
    return { action: p.action, amount: p.amount, currency: p.currency, open: p.status === 'requires_action' };
  }

  /**
   * The shopper's answer on the provider's page: reported to the shop (as a webhook) once, then
   * the address the browser goes back to. Answers undefined for an unknown payment.
   */
  async complete(reference: string, approved: boolean): Promise<string | undefined> {
    const p = this.payments.get(reference);
    if (!p?.action) return undefined;
    if (p.status !== 'requires_action') return p.returnUrl;
    p.status = approved ? 'authorized' : 'failed';
    const event: PaymentEvent = approved
      ? { reference, outcome: 'authorized', brand: p.brand, last4: p.last4 }
      : p.action === 'three_d_secure'
        ? { reference, outcome: 'failed', errorCode: ErrorCodes.threeDSecureFailed, message: PAYMENT_MESSAGES.threeDSecureFailed }
        : { reference, outcome: 'failed', errorCode: PaymentErrorCodes.cancelled, message: PAYMENT_MESSAGES.cancelled };
    await this.listener?.(event);
    return p.returnUrl;
  }

  async capture(reference: string, amount: number): Promise<{ ok: boolean; message?: string }> {
    const p = this.payments.get(reference);
    // A payment from before a restart is forgotten; the test provider charges nothing, so it captures.
    if (!p) return { ok: true };
    if ((p.status !== 'authorized' && p.status !== 'captured') || amount > p.amount) return { ok: false, message: `cannot capture a ${p.status} payment` };
    p.status = 'captured';
    return { ok: true };
  }

  async void(reference: string): Promise<{ ok: boolean }> {
    const p = this.payments.get(reference);
    if (!p) return { ok: true };
    if (p.status === 'captured') return { ok: false };
    p.status = 'voided';
    return { ok: true };
  }

  async findByKey(idempotencyKey: string): Promise<{ reference: string } | null> {
    const answer = this.answers.get(idempotencyKey);
    return answer && 'reference' in answer ? { reference: answer.reference } : null;
  }

  onEvent(listener: (event: PaymentEvent) => Promise<void>): void {
    this.listener = listener;
  }
}
