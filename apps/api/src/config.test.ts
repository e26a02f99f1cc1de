import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertSafeForProduction, DEV_SECRET, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('listens on the loopback interface, trusts no proxy, and bounds bodies and request time by default', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(config.bodyLimit).toBe(65_536);
    expect(config.requestTimeoutMs).toBe(10_000);
    expect(config.redisUrl).toBeUndefined();
    expect(config.rateLimits['cart-create'].max).toBe(30);
  });

  it('takes HOST, TRUST_PROXY, BODY_LIMIT, REQUEST_TIMEOUT_MS and REDIS_URL', () => {
    const config = loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: 'loopback', BODY_LIMIT: '1024', REQUEST_TIMEOUT_MS: '0', REDIS_URL: 'redis://cache:6379' });
    expect(config).toMatchObject({ host: '0.0.0.0', trustProxy: ['loopback'], bodyLimit: 1024, requestTimeoutMs: 0, redisUrl: 'redis://cache:6379' });
    expect(() => loadConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL must be a redis:\/\//);
  });
});

describe('assertSafeForProduction', () => {
  it('refuses a missing, public or weak secret in production only', () => {
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production' }))).toThrow(/ENCORE_SECRET is unsafe for production: it is not set/);
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: DEV_SECRET }))).toThrow(/public development secret/);
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: 'short' }))).toThrow(/openssl rand -hex 32/);
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: randomBytes(32).toString('hex') }))).not.toThrow();
    expect(() => assertSafeForProduction(loadConfig({}))).not.toThrow();
  });
});
