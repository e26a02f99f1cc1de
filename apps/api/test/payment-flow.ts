import { expect } from 'vitest';
import type { PaymentProvider } from '../src/modules/payment/payment-provider.ts';
import type { TestApi } from './harness.ts';

/**
 * Counts what the order flow asks of the real test provider, and lets a test make one of its calls
 * fail (the provider stays the real one: only the failures are injected).
 */
export class ProviderProbe {
  real!: PaymentProvider;
  authorizations = 0;
  voids: string[] = [];
  captures = 0;
  /** 'refuse': the provider says no; 'lost': the provider captures, but its answer never arrives. */
  captureFault: 'refuse' | 'lost' | null = null;
  /** The provider authorises, but its answer never arrives (a crash or a timeout in between). */
  loseAuthorizeAnswer = false;

  readonly wrap = (real: PaymentProvider): PaymentProvider => {
    this.real = real;
    return {
      name: real.name,
      methods: real.methods,
      authorize: async (request) => {
        this.authorizations += 1;
        const answer = await real.authorize(request);
        if (this.loseAuthorizeAnswer) throw new Error('connection reset');
        return answer;
      },
      capture: async (reference, amount) => {
        this.captures += 1;
        if (this.captureFault === 'refuse') return { ok: false, message: 'provider unavailable' };
        const answer = await real.capture(reference, amount);
        if (this.captureFault === 'lost') throw new Error('timeout');
        return answer;
      },
      void: async (reference) => {
        this.voids.push(reference);
        return real.void(reference);
      },
      findByKey: (key) => real.findByKey(key),
      onEvent: (listener) => real.onEvent(listener),
    };
  };
}

/** The shopper's answer on the test provider's page (a plain form post); answers where the browser goes next. */
export async function answerAtProvider(api: TestApi, actionUrl: string, outcome: 'approve' | 'fail', open = true): Promise<{ status: number; location: string | null }> {
  const page = await fetch(`${api.url}${actionUrl}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await page.text();
  if (open) expect(html).toMatch(new RegExp(`<form method="post" action="${actionUrl}">\\s*<button type="submit" name="outcome" value="approve">`));
  else expect(html).toContain('This payment has already been answered.');
  const r = await fetch(`${api.url}${actionUrl}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`, redirect: 'manual' });
  return { status: r.status, location: r.headers.get('location') };
}

export async function paymentStatus(api: TestApi, cartId: string, orderId: string) {
  return api.post('/api/order/payment-status', { cart_id: cartId, order_id: orderId });
}

export async function attemptRow(api: TestApi, orderId: string) {
  return api.db.selectFrom('payment_attempt').selectAll().where('client_order_id', '=', orderId).executeTakeFirstOrThrow();
}
