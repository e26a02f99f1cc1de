import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** IPv6 clients are counted by their /64 network, which one subscriber usually has whole. */
const IPV6_SUBNET = 64;

/**
 * The client address as the trusted proxies report it (the socket's address when none are trusted):
 * what rate limits and hold caps count a client by.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip, IPV6_SUBNET);

/**
 * A keyed hash of a client address for rows that must recognise the client again. The address
 * itself is personal data and is never stored; without the secret the hash cannot be reversed
 * by trying every address.
 */
export function clientAddressKey(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`client-address\n${address}`).digest('base64url');
}
