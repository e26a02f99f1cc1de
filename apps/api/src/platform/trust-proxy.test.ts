import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it.each([undefined, '', ' ', 'false', '0'])('trusts nobody for %j', (raw) => {
    expect(parseTrustProxy(raw)).toBe(false);
  });

  it('takes a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1, fd00::/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('trusts that many hops for a whole number', () => {
    const trust = parseTrustProxy('2');
    expect(typeof trust).toBe('function');
    const hop = trust as (address: string, hop: number) => boolean;
    expect([hop('10.0.0.1', 0), hop('10.0.0.2', 1), hop('203.0.113.9', 2)]).toEqual([true, true, false]);
  });

  it.each([
    ['true', /would believe any client/],
    ['10.0.0.0/33', /'10.0.0.0\/33' is not an IP address/],
    ['proxy.example.com', /'proxy.example.com' is not an IP address/],
    ['10.0.0.1/8/2', /is not an IP address/],
  ])('refuses %s', (raw, message) => {
    expect(() => parseTrustProxy(raw)).toThrow(message);
  });
});
