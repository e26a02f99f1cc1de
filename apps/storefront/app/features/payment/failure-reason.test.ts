import { describe, expect, it } from 'vitest';
import { failureText } from './failure-reason.ts';

describe('failureText', () => {
  it('shows the specification texts verbatim and the shop’s own as messages', () => {
    expect(failureText('card_declined')).toEqual({ text: 'Your card was declined, contact your bank or try another card' });
    expect(failureText('insufficient_funds')).toEqual({ text: 'Your card has insufficient funds, try another card' });
    expect(failureText('three_d_secure_failed')).toEqual({ text: '3D Secure validation failed, try again or use another card' });
    expect(failureText('payment_cancelled')).toEqual({ messageId: 'failed.cancelled' });
    expect(failureText('payment_voided')).toEqual({ messageId: 'failed.ticketsGone' });
  });

  it('never shows what the address carries: unknown codes get the generic payment-failed text', () => {
    expect(failureText('<script>alert(1)</script>')).toEqual({ text: 'The payment failed. Please contact our customer service.' });
    expect(failureText('')).toEqual({ text: 'The payment failed. Please contact our customer service.' });
  });
});
