import { describe, expect, it } from 'vitest';
import { orderLinkExpiry, orderLinkOpens, signOrderLink } from './order-link.ts';
import { isStaffToken, parseStaffTokens } from './staff-tokens.ts';

describe('staff tokens', () => {
  it('are read from a comma-separated list and matched exactly', () => {
    const tokens = parseStaffTokens(' door-a-0123456789 , ,door-b-9876543210,');
    expect(tokens).toEqual(['door-a-0123456789', 'door-b-9876543210']);
    expect(isStaffToken('door-b-9876543210', tokens)).toBe(true);
    expect(isStaffToken('door-b-987654321', tokens)).toBe(false);
    expect(isStaffToken('', tokens)).toBe(false);
    expect(isStaffToken('', parseStaffTokens(undefined))).toBe(false);
  });
});

describe('order links', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  it('open their own order until they expire, and no other', () => {
    const token = signOrderLink('ABCDEFGH23', new Date('2030-02-01T00:00:00Z'), 'secret');
    expect(orderLinkOpens(token, 'ABCDEFGH23', 'secret', now)).toBe(true);
    expect(orderLinkOpens(token, 'ABCDEFGH24', 'secret', now)).toBe(false);
    expect(orderLinkOpens(token, 'ABCDEFGH23', 'other-secret', now)).toBe(false);
    expect(orderLinkOpens(token, 'ABCDEFGH23', 'secret', new Date('2030-02-01T00:00:00Z'))).toBe(false);
  });

  it('last a month past the last event', () => {
    expect(orderLinkExpiry(['2030-03-01T19:00:00.000Z', null, '2030-02-01T19:00:00.000Z'], now).toISOString()).toBe('2030-03-31T19:00:00.000Z');
    expect(orderLinkExpiry([], now).toISOString()).toBe('2030-01-31T00:00:00.000Z');
  });
});
