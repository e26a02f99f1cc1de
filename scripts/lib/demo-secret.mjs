// The signing secrets of a local demo (`npm start`, `npm run dev`): the API and the storefront
// refuse to run in production without secrets of their own, so a fresh clone gets random ones on
// its first start, kept in var/ (readable by their owner only) and used again on every later start,
// so signed tokens and cart cookies outlive a restart.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const DEMO_SECRET_FILE = join('var', 'encore-secret');
export const DEMO_STOREFRONT_SECRET_FILE = join('var', 'storefront-secret');
export const DEMO_TICKET_KEY_FILE = join('var', 'ticket-signing-key');

/**
 * The first of the `names` set in the environment (ENCORE_SECRET by default); otherwise the secret
 * kept in `file`, created by `make` (32 random bytes in hex) when missing or empty.
 */
export function demoSecret({ env = process.env, file = DEMO_SECRET_FILE, names = ['ENCORE_SECRET'], make = () => randomBytes(32).toString('hex') } = {}) {
  const given = names.map((name) => env[name]?.trim()).find(Boolean);
  if (given) return given;
  let kept = '';
  try {
    kept = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  if (kept) {
    // A copy made readable by others (an archive, a permissive umask) is closed again.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return kept;
  }
  const secret = make();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The demo's Ed25519 key for ticket codes (TICKET_SIGNING_KEY): PKCS8 DER in base64, kept like the secrets, so printed tickets stay valid across restarts. */
export function demoTicketSigningKey({ env = process.env, file = DEMO_TICKET_KEY_FILE } = {}) {
  return demoSecret({ env, file, names: ['TICKET_SIGNING_KEY'], make: () => generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64') });
}
