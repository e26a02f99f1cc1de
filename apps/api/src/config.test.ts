import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { assertSafeForProduction, DEV_SECRET, loadConfig } from './config.ts';
import { newTicketSigningKey } from './modules/ticket/ticket-key.ts';

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

describe('hold caps, cart purge and the job runner', () => {
  it('default to the per-order cap, 30 minutes in total, 7 days and a 5-second poll', () => {
    const config = loadConfig({});
    expect(config.holds).toMatchObject({ maxPerClientEvent: 'per-order', maxTotalSeconds: 1800 });
    expect(config.cartPurgeDays).toBe(7);
    expect(config.jobPollIntervalMs).toBe(5000);
  });

  it('take HOLD_MAX_PER_CLIENT_EVENT, HOLD_MAX_TOTAL_SECONDS, CART_PURGE_DAYS and JOB_POLL_INTERVAL_MS', () => {
    const config = loadConfig({ HOLD_MAX_PER_CLIENT_EVENT: '6', HOLD_MAX_TOTAL_SECONDS: '900', CART_PURGE_DAYS: '30', JOB_POLL_INTERVAL_MS: '0' });
    expect(config.holds).toMatchObject({ maxPerClientEvent: 6, maxTotalSeconds: 900 });
    expect(config).toMatchObject({ cartPurgeDays: 30, jobPollIntervalMs: 0 });
    expect(loadConfig({ HOLD_MAX_PER_CLIENT_EVENT: 'off' }).holds.maxPerClientEvent).toBe('off');
  });

  it('refuse values they cannot use, naming the variable', () => {
    expect(() => loadConfig({ HOLD_MAX_PER_CLIENT_EVENT: '0' })).toThrow("HOLD_MAX_PER_CLIENT_EVENT must be a whole number of at least 1 (got '0')");
    expect(() => loadConfig({ HOLD_MAX_PER_CLIENT_EVENT: 'lots' })).toThrow(/HOLD_MAX_PER_CLIENT_EVENT must be a whole number/);
    expect(() => loadConfig({ HOLD_MAX_TOTAL_SECONDS: '1.5' })).toThrow(/HOLD_MAX_TOTAL_SECONDS must be a whole number/);
    expect(() => loadConfig({ HOLD_MAX_TOTAL_SECONDS: '300' })).toThrow('HOLD_MAX_TOTAL_SECONDS (300) must be at least HOLD_SECONDS (600)');
    expect(() => loadConfig({ CART_PURGE_DAYS: '0' })).toThrow(/CART_PURGE_DAYS must be a whole number of at least 1/);
    expect(() => loadConfig({ JOB_POLL_INTERVAL_MS: '-5' })).toThrow(/JOB_POLL_INTERVAL_MS must be a whole number of at least 0/);
  });
});

describe('API workers', () => {
  it('run one process by default, the number API_WORKERS gives, or one per core for auto', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ API_WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ API_WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379' }).workers).toBe(2);
    expect(loadConfig({ API_WORKERS: 'auto', RATE_LIMITS: 'off' }).workers).toBe(availableParallelism());
  });

  it('refuse a value that is not a count from 1 to 64', () => {
    for (const value of ['0', '65', 'two', '-1', '1.5']) expect(() => loadConfig({ API_WORKERS: value })).toThrow(/API_WORKERS must be a whole number from 1 to 64 or 'auto'/);
  });

  it('need REDIS_URL for more than one process while rate limits are on, so a client cannot pass once per process', () => {
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow("API_WORKERS=2 needs REDIS_URL, so the processes count rate limits together (or RATE_LIMITS=off)");
    expect(loadConfig({ API_WORKERS: '2', RATE_LIMITS: 'off' }).workers).toBe(2);
    expect(() => loadConfig({ API_WORKERS: '2', RATE_LIMITS: '*=0,sign-in=5' })).toThrow(/needs REDIS_URL/);
  });
});

describe('assertSafeForProduction', () => {
  it('refuses a missing, public or weak secret in production only', () => {
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production' }))).toThrow(/ENCORE_SECRET is unsafe for production: it is not set/);
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: DEV_SECRET }))).toThrow(/public development secret/);
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: 'short' }))).toThrow(/openssl rand -hex 32/);
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: randomBytes(32).toString('hex'), TICKET_SIGNING_KEY: newTicketSigningKey() }))).not.toThrow();
    expect(() => assertSafeForProduction(loadConfig({}))).not.toThrow();
  });

  it('refuses production without a ticket signing key of its own, or with a guessable staff token', () => {
    const secret = randomBytes(32).toString('hex');
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: secret }))).toThrow(/TICKET_SIGNING_KEY is not set/);
    const key = newTicketSigningKey();
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: secret, TICKET_SIGNING_KEY: key, CHECKIN_STAFF_TOKENS: `${randomBytes(32).toString('hex')},door1` }))).toThrow(/token 2 is unsafe/);
    expect(() => assertSafeForProduction(loadConfig({ NODE_ENV: 'production', ENCORE_SECRET: secret, TICKET_SIGNING_KEY: key, CHECKIN_STAFF_TOKENS: randomBytes(32).toString('hex') }))).not.toThrow();
    expect(loadConfig({}).ticketSigningKeyIsGenerated).toBe(true);
  });
});
