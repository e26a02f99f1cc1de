import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../platform/config-error.ts';
import { signTicketCode, verifyTicketCode, type TicketClaims } from './ticket-code.ts';
import { newTicketSigningKey, parseTicketSigningKey, ticketKeys } from './ticket-key.ts';

const claims: TicketClaims = { v: 1, t: 'dGlja2V0LWlkLTAwMDE', o: 'ABCDEFGH23', e: 1000, i: 1_900_000_000 };
const keys = ticketKeys(newTicketSigningKey());

describe('ticket codes', () => {
  it('verify with the public key and give back the claims', () => {
    const code = signTicketCode(claims, keys.privateKey);
    expect(code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    expect(verifyTicketCode(code, keys.publicKey)).toEqual(claims);
    expect(verifyTicketCode(`  ${code}\n`, keys.publicKey)).toEqual(claims);
  });

  it('refuse a code whose claims were altered, even with the signature kept', () => {
    const [, signature] = signTicketCode(claims, keys.privateKey).split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, o: 'ZZZZZZZZZZ' })).toString('base64url')}.${signature}`;
    expect(verifyTicketCode(forged, keys.publicKey)).toBeUndefined();
  });

  it('refuse a flipped signature character, another key, and shapes that are not codes', () => {
    const code = signTicketCode(claims, keys.privateKey);
    const flipped = code.slice(0, -2) + (code.at(-2) === 'A' ? 'B' : 'A') + code.at(-1);
    expect(verifyTicketCode(flipped, keys.publicKey)).toBeUndefined();
    expect(verifyTicketCode(code, ticketKeys(newTicketSigningKey()).publicKey)).toBeUndefined();
    for (const text of ['', '.', 'abc', `${code}.x`, code.replace('.', ''), `${code.split('.')[0]}.`, '{"v":1}.sig']) expect(verifyTicketCode(text, keys.publicKey)).toBeUndefined();
  });

  it('refuse a correctly signed text that is not a ticket', () => {
    const body = Buffer.from(JSON.stringify({ v: 2, t: 'x' })).toString('base64url');
    const code = signTicketCode({ v: 2, t: 'x' } as unknown as TicketClaims, keys.privateKey);
    expect(code.startsWith(body)).toBe(true);
    expect(verifyTicketCode(code, keys.publicKey)).toBeUndefined();
  });
});

describe('TICKET_SIGNING_KEY', () => {
  it('takes PKCS8 PEM (also with escaped line breaks) and the DER bytes in base64', () => {
    const pem = newTicketSigningKey();
    expect(parseTicketSigningKey(pem)).toBe(pem);
    expect(parseTicketSigningKey(pem.replace(/\n/g, '\\n'))).toBe(pem);
    const der = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' });
    expect(parseTicketSigningKey(der.toString('base64'))).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('refuses other keys and text that is no key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => parseTicketSigningKey(rsa)).toThrow(/must be an Ed25519 key/);
    expect(() => parseTicketSigningKey('not a key')).toThrow(ConfigError);
  });
});
