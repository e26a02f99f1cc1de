import { parseExpiry, type CardInput } from './validation.ts';

export type TokenizeResult = { ok: true; token: string } | { ok: false; message: string };

/** What the token pays for: the visitor's cart and the total the pay button shows (minor units). */
export interface PaymentFor {
  cartId: string;
  amount: number;
}

/**
 * Browser-only: sends the card to the payment provider's tokenisation endpoint
 * (the built-in test provider under /api). Card data never reaches the storefront server.
 * The token pays once, for this cart and this amount: an order that would charge
 * anything else is refused, so the customer pays exactly the total shown.
 */
export async function tokenizeCard(card: CardInput, payment: PaymentFor, fallbackMessage: string): Promise<TokenizeResult> {
  const exp = parseExpiry(card.expiry);
  try {
    const response = await fetch('/api/ext/payment-test/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ number: card.number.replace(/[\s-]/g, ''), exp_month: exp?.month, exp_year: exp?.year, cvc: card.cvc.trim(), cart_id: payment.cartId, amount: payment.amount }),
    });
    const json = (await response.json().catch(() => null)) as { code?: number; result?: { id?: string; message?: string } } | null;
    if (response.ok && json?.result?.id) return { ok: true, token: json.result.id };
    return { ok: false, message: json?.result?.message ?? fallbackMessage };
  } catch {
    return { ok: false, message: fallbackMessage };
  }
}
