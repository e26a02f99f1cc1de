import { sign, verify, type KeyObject } from 'node:crypto';

/** What a ticket's QR code says: enough for a scanner to know the ticket without asking the shop. */
export interface TicketClaims {
  /** Version of the layout, so a later one can be told apart. */
  v: 1;
  /** Ticket id. */
  t: string;
  /** Order number. */
  o: string;
  /** Event (product) id. */
  e: number;
  /** Issued, seconds since the epoch. */
  i: number;
}

/**
 * A ticket code: base64url(JSON claims) '.' base64url(Ed25519 signature of the first part). Only
 * the shop's private key can make one; anyone with the public key can check one offline, so a door
 * scanner needs no connection to tell a forged or altered code from a real one.
 */
export function signTicketCode(claims: TicketClaims, privateKey: KeyObject): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** An Ed25519 signature is 64 bytes, 86 base64url characters. */
const SIGNATURE_LENGTH = 86;

function isClaims(value: unknown): value is TicketClaims {
  const c = value as Partial<TicketClaims> | null;
  return typeof c === 'object' && c !== null && c.v === 1 && typeof c.t === 'string' && c.t !== '' && typeof c.o === 'string' && Number.isSafeInteger(c.e) && Number.isSafeInteger(c.i);
}

/** The claims of a code whose signature verifies with `publicKey`; undefined for anything else. */
export function verifyTicketCode(code: string, publicKey: KeyObject): TicketClaims | undefined {
  const parts = code.trim().split('.');
  if (parts.length !== 2) return undefined;
  const [body, signature] = parts as [string, string];
  if (!BASE64URL.test(body) || !BASE64URL.test(signature) || signature.length !== SIGNATURE_LENGTH) return undefined;
  if (!verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'))) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return isClaims(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}
