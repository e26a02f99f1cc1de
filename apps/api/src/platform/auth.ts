import type { FastifyRequest } from 'fastify';
import { signPayload, verifyPayload } from './signing.ts';

export interface UserClaims {
  /** User id. */
  sub: number;
  /** Customer group id. */
  grp: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The sign-in session the token was issued for; account calls end with the session. */
  sid?: string;
}

const PURPOSE = 'user-token';
const DEFAULT_TTL_S = 60 * 60;

export function signUserToken(claims: { sub: number; grp?: number; exp?: number; sid?: string }, secret: string, now = new Date()): string {
  const full: UserClaims = { sub: claims.sub, grp: claims.grp ?? 1, exp: claims.exp ?? Math.floor(now.getTime() / 1000) + DEFAULT_TTL_S, ...(claims.sid ? { sid: claims.sid } : {}) };
  return signPayload(full, secret, PURPOSE);
}

export type TokenCheck = { status: 'valid'; claims: UserClaims } | { status: 'invalid' | 'expired' };

export function verifyUserToken(token: string, secret: string, now = new Date()): TokenCheck {
  const claims = verifyPayload<UserClaims>(token, secret, PURPOSE);
  if (!claims || typeof claims.sub !== 'number' || typeof claims.exp !== 'number') return { status: 'invalid' };
  if (claims.exp * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', claims };
}

/** The caller's token: `Authorization: Bearer` wins over the `token` query parameter; '' means guest. */
export function requestToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header && /^bearer\s+/i.test(header)) return header.replace(/^bearer\s+/i, '').trim();
  const q = (request.query as { token?: unknown } | undefined)?.token;
  return typeof q === 'string' ? q.trim() : '';
}

export type Caller = { kind: 'guest' } | { kind: 'user'; claims: UserClaims } | { kind: 'rejected'; message: string };

export function identifyCaller(request: FastifyRequest, secret: string, now: Date): Caller {
  const token = requestToken(request);
  if (!token) return { kind: 'guest' };
  const check = verifyUserToken(token, secret, now);
  if (check.status === 'valid') return { kind: 'user', claims: check.claims };
  return { kind: 'rejected', message: check.status === 'expired' ? 'The user token has expired, please log in again' : 'The user token is not valid' };
}
