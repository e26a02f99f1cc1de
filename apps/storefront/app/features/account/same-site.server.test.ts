import { describe, expect, it } from 'vitest';
import { refuseCrossSite } from './same-site.server.ts';

const post = (headers: Record<string, string>) => new Request('http://shop.test/login', { method: 'POST', headers: { host: 'shop.test', ...headers } });
const status = (request: Request) => {
  try {
    refuseCrossSite(request);
    return 200;
  } catch (answer) {
    return (answer as { init?: { status?: number } }).init?.status;
  }
};

describe('refuseCrossSite', () => {
  it('answers the shop’s own forms and tools that name no site', () => {
    expect(status(post({ 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' }))).toBe(200);
    expect(status(post({}))).toBe(200);
  });

  it('refuses a form sent from another site', () => {
    expect(status(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }))).toBe(403);
    expect(status(post({ origin: 'https://evil.example' }))).toBe(403);
    expect(status(post({ 'sec-fetch-site': 'same-site' }))).toBe(403);
  });
});
