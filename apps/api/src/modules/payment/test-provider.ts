import { ErrorCodes, PAYMENT_MESSAGES, PaymentErrorCodes, TEST_CARDS, type CardToken } from '@encore/contracts';
import type { z } from 'zod';
import type { cardTokenBodySchema } from '@encore/contracts';
import type { Clock } from '../../platform/clock.ts';
import { randomRef } from '../../platform/ids.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { signPayload, verifyPayload } from '../../platform/signing.ts';
import { cardBrand, isExpired, luhnValid } from './card-rules.ts';
import type { AuthorizeOutcome, AuthorizeRequest, PaymentProvider } from './payment-provider.ts';

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

const failed: AuthorizeOutcome = { status: 'declined', errorCode: ErrorCodes.paymentFailed, message: PAYMENT_MESSAGES.generic };

/**
 * The built-in test provider. Card details are turned into a signed token that
 * only records how the card behaves, its brand and last four digits; number
 * and CVC are dropped here and never stored or logged. A token pays once, for
 * the cart and the amount it was made for, within half an hour.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

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
    const card = request.paymentMethodToken.startsWith(PREFIX) ? verifyPayload<TokenPayload>(request.paymentMethodToken.slice(PREFIX.length), this.secret, PURPOSE) : null;
    if (!card || typeof card.n !== 'string' || typeof card.x !== 'string') return failed;
    if (card.c !== request.reference || card.a !== request.amount) return { status: 'declined', errorCode: PaymentErrorCodes.amountChanged, message: PAYMENT_MESSAGES.amountChanged };
    const now = this.clock.now().toISOString();
    if (!(card.x > now)) return failed;
    // Used once, whatever the card does: a second order with the same token is refused.
    if (!(await this.usedTokens.use(card.n, card.x, now))) return failed;
    switch (card.b) {
      case 'declined':
        return { status: 'declined', errorCode: ErrorCodes.cardDeclined, message: PAYMENT_MESSAGES.declined };
      case 'insufficient_funds':
        return { status: 'declined', errorCode: ErrorCodes.insufficientFunds, message: PAYMENT_MESSAGES.insufficientFunds };
      case 'requires_action':
        return { status: 'requires_action', reference: randomRef('test_pi'), message: PAYMENT_MESSAGES.threeDSecureFailed };
      default:
        return { status: 'authorized', reference: randomRef('test_auth'), brand: card.br, last4: card.l4 };
    }
  }

  async capture(): Promise<{ ok: boolean }> {
    return { ok: true };
  }

  async void(): Promise<{ ok: boolean }> {
    return { ok: true };
  }
}
