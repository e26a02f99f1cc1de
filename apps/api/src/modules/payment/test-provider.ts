import { ErrorCodes, PAYMENT_MESSAGES, TEST_CARDS, type CardToken } from '@encore/contracts';
import type { z } from 'zod';
import type { cardTokenBodySchema } from '@encore/contracts';
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
  /** nonce, so two tokens of one card differ */
  n: string;
}

const PURPOSE = 'payment-test-card';
const PREFIX = 'tok_';

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

/**
 * The built-in test provider. Card details are turned into a signed token that
 * only records how the card behaves, its brand and last four digits; number
 * and CVC are dropped here and never stored or logged.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private readonly secret: string) {}

  tokenize(card: z.output<typeof cardTokenBodySchema>, now: Date): Result<CardToken> {
    if (!luhnValid(card.number)) return fail(ErrorCodes.validation, 'number: Your card number is invalid', 'number');
    if (isExpired(card.exp_month, card.exp_year, now)) return fail(ErrorCodes.validation, 'exp_year: Your card has expired', 'exp_year');
    const payload: TokenPayload = { b: behaviourOf(card.number), br: cardBrand(card.number), l4: card.number.slice(-4), em: card.exp_month, ey: card.exp_year, n: randomRef('n') };
    return ok({ id: PREFIX + signPayload(payload, this.secret, PURPOSE), brand: payload.br, last4: payload.l4, exp_month: payload.em, exp_year: payload.ey });
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome> {
    const card = request.paymentMethodToken.startsWith(PREFIX) ? verifyPayload<TokenPayload>(request.paymentMethodToken.slice(PREFIX.length), this.secret, PURPOSE) : null;
    if (!card) return { status: 'declined', errorCode: ErrorCodes.paymentFailed, message: PAYMENT_MESSAGES.generic };
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
