import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrivateKey } from 'node:crypto';
import { demoSecret, demoTicketSigningKey } from './demo-secret.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'encore-secret-'));
  dirs.push(dir);
  return join(dir, 'var', 'encore-secret');
};

describe('demoSecret', () => {
  it('creates 32 random bytes (hex) in a file only its owner can read, and reuses them', () => {
    const file = tempFile();
    const first = demoSecret({ env: {}, file });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(demoSecret({ env: {}, file })).toBe(first);
    expect(demoSecret({ env: {}, file: tempFile() })).not.toBe(first);
  });

  it('prefers ENCORE_SECRET and writes nothing then', () => {
    const file = tempFile();
    expect(demoSecret({ env: { ENCORE_SECRET: ' given ' }, file })).toBe('given');
    expect(() => statSync(file)).toThrow();
  });

  it('closes a kept file that others could read', () => {
    const file = tempFile();
    demoSecret({ env: {}, file });
    const kept = readFileSync(file, 'utf8').trim();
    chmodSync(file, 0o644);
    expect(demoSecret({ env: {}, file })).toBe(kept);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('demoTicketSigningKey', () => {
  it('creates an Ed25519 key (PKCS8 DER in base64) once and reuses it, unless TICKET_SIGNING_KEY is set', () => {
    const file = tempFile();
    const first = demoTicketSigningKey({ env: {}, file });
    expect(createPrivateKey({ key: Buffer.from(first, 'base64'), format: 'der', type: 'pkcs8' }).asymmetricKeyType).toBe('ed25519');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(demoTicketSigningKey({ env: {}, file })).toBe(first);
    expect(demoTicketSigningKey({ env: { TICKET_SIGNING_KEY: 'given' }, file: tempFile() })).toBe('given');
  });
});
