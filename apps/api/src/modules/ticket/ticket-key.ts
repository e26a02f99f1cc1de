import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { ConfigError } from '../../platform/config-error.ts';

/**
 * The key that signs ticket codes (TICKET_SIGNING_KEY): an Ed25519 private key as PKCS8 PEM, or
 * the same key's DER bytes in base64 (one line, easier to keep in an environment variable).
 * Answers the key as PKCS8 PEM; anything that is not an Ed25519 private key refuses to start.
 */
export function parseTicketSigningKey(raw: string): string {
  const text = raw.trim().replace(/\\n/g, '\n');
  let key: KeyObject;
  try {
    key = text.startsWith('-----BEGIN') ? createPrivateKey(text) : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new ConfigError('TICKET_SIGNING_KEY must be an Ed25519 private key, as PKCS8 PEM or its DER bytes in base64 (e.g. from `openssl genpkey -algorithm ed25519`)');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new ConfigError(`TICKET_SIGNING_KEY must be an Ed25519 key (got ${key.asymmetricKeyType ?? 'a secret key'})`);
  return key.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/** A fresh Ed25519 private key as PKCS8 PEM (development and tests, when none is configured). */
export function newTicketSigningKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

export interface TicketKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function ticketKeys(privatePem: string): TicketKeys {
  const privateKey = createPrivateKey(privatePem);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}
