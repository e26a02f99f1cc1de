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

export type TestPaymentStatus = 'requires_action' | 'authorized' | 'captured' | 'voided' | 'failed';

/** What the test provider keeps of a payment, as a real provider keeps it on its servers. */
export interface TestPayment {
  key: string;
  amount: number;
  currency: string;
  status: TestPaymentStatus;
  action: 'three_d_secure' | 'redirect' | null;
  returnUrl: string;
  brand: string | null;
  last4: string | null;
}

/**
 * Where the test provider keeps its payments and answers: the database (test-provider.repo.ts), so any
 * API process can take the shopper's answer to a challenge another one started.
 */
export interface TestPaymentStore {
  /** The answer first given for `key`, if any. */
  answer(key: string): Promise<AuthorizeOutcome | undefined>;
  /** Keeps `outcome` as the answer for `key` unless one is kept already; answers the kept one. */
  keepAnswer(key: string, outcome: AuthorizeOutcome): Promise<AuthorizeOutcome>;
  payment(reference: string): Promise<TestPayment | undefined>;
  addPayment(reference: string, payment: TestPayment): Promise<void>;
  /** Moves a payment from one of `from` to `to`; false when it was in none of them (someone else moved it first). */
  moveStatus(reference: string, from: readonly TestPaymentStatus[], to: TestPaymentStatus): Promise<boolean>;
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
  private listener: ((event: PaymentEvent) => Promise<void>) | undefined;

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly usedTokens: UsedTokens,
    private readonly store: TestPaymentStore,
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
    const earlier = await this.store.answer(request.idempotencyKey);
    if (earlier) return earlier;
    // Two submits of one key at once: the answer kept first is the one both get.
    return this.store.keepAnswer(request.idempotencyKey, await this.decide(request));
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
        await this.store.addPayment(reference, { key: request.idempotencyKey, amount: request.amount, currency: request.currency, status: 'authorized', action: null, returnUrl: request.returnUrl, brand: card.br, last4: card.l4 });
        return { status: 'authorized', reference, brand: card.br, last4: card.l4 };
      }
    }
  }

  private async awaitShopper(request: AuthorizeRequest, action: 'three_d_secure' | 'redirect', brand: string | null, last4: string | null): Promise<AuthorizeOutcome> {
    const reference = randomRef('test_pay');
    await this.store.addPayment(reference, { key: request.idempotencyKey, amount: request.amount, currency: request.currency, status: 'requires_action', action, returnUrl: request.returnUrl, brand, last4 });
    return { status: 'requires_action', reference, action, actionUrl: `${TEST_ACTION_PATH}${reference}` };
  }

  /** The provider page's view of a payment waiting for the shopper, or undefined for an unknown one. */
  async actionView(reference: string): Promise<TestActionView | undefined> {
    const p = await this.store.payment(reference);
    if (!p?.action) return undefined;
    return { action: p.action, amount: p.amount, currency: p.currency, open: p.status === 'requires_action' };
  }

  /**
   * The shopper's answer on the provider's page: reported to the shop (as a webhook) once, then
   * the address the browser goes back to. Answers undefined for an unknown payment.
   */
  async complete(reference: string, approved: boolean): Promise<string | undefined> {
    const p = await this.store.payment(reference);
    if (!p?.action) return undefined;
    // Only the first answer counts, on whichever process it arrives.
    if (!(await this.store.moveStatus(reference, ['requires_action'], approved ? 'authorized' : 'failed'))) return p.returnUrl;
    const event: PaymentEvent = approved
      ? { reference, outcome: 'authorized', brand: p.brand, last4: p.last4 }
      : p.action === 'three_d_secure'
        ? { reference, outcome: 'failed', errorCode: ErrorCodes.threeDSecureFailed, message: PAYMENT_MESSAGES.threeDSecureFailed }
        : { reference, outcome: 'failed', errorCode: PaymentErrorCodes.cancelled, message: PAYMENT_MESSAGES.cancelled };
    await this.listener?.(event);
    return p.returnUrl;
  }

  async capture(reference: string, amount: number): Promise<{ ok: boolean; message?: string }> {
    const p = await this.store.payment(reference);
    // A payment the provider never saw (recorded before its records were kept): it charges nothing, so it captures.
    if (!p) return { ok: true };
    if (amount > p.amount || !(await this.store.moveStatus(reference, ['authorized', 'captured'], 'captured'))) return { ok: false, message: `cannot capture a ${p.status} payment` };
    return { ok: true };
  }

  async void(reference: string): Promise<{ ok: boolean }> {
    const p = await this.store.payment(reference);
    if (!p) return { ok: true };
    return { ok: await this.store.moveStatus(reference, ['requires_action', 'authorized', 'voided', 'failed'], 'voided') };
  }

  async findByKey(idempotencyKey: string): Promise<{ reference: string } | null> {
    const answer = await this.store.answer(idempotencyKey);
    return answer && 'reference' in answer ? { reference: answer.reference } : null;
  }

  onEvent(listener: (event: PaymentEvent) => Promise<void>): void {
    this.listener = listener;
  }
}
