import { describe, expect, it } from 'vitest';
import { parseWebauthnConfig } from './webauthn-config.ts';

describe('WebAuthn configuration', () => {
  it('follows PUBLIC_URL when nothing is set', () => {
    expect(parseWebauthnConfig({}, 'http://localhost:3000')).toEqual({ rpId: 'localhost', rpName: 'Encore', origins: ['http://localhost:3000'] });
    expect(parseWebauthnConfig({}, 'https://tickets.encore.de/')).toEqual({ rpId: 'tickets.encore.de', rpName: 'Encore', origins: ['https://tickets.encore.de'] });
  });

  it('takes a parent domain and several origins on it', () => {
    const env = { WEBAUTHN_RP_ID: 'Encore.example', WEBAUTHN_ORIGINS: 'https://encore.example, https://de.encore.example:8443', WEBAUTHN_RP_NAME: 'Encore Tickets' };
    expect(parseWebauthnConfig(env, 'https://encore.example')).toEqual({ rpId: 'encore.example', rpName: 'Encore Tickets', origins: ['https://encore.example', 'https://de.encore.example:8443'] });
  });

  it.each([
    ['https://evil.example', /not on WEBAUTHN_RP_ID/],
    ['https://notencore.example', /not on WEBAUTHN_RP_ID/],
    ['https://encore.example/shop', /without a path/],
    ['encore.example', /is not an origin/],
  ])('refuses the origin %s', (origin, message) => {
    expect(() => parseWebauthnConfig({ WEBAUTHN_RP_ID: 'encore.example', WEBAUTHN_ORIGINS: origin }, 'https://encore.example')).toThrow(message);
  });
});
