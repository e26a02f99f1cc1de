import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { createShutdown, graceMsFrom } from './shutdown.js';

/**
 * A host whose /slow answers after `ms`, with the shutdown in front; exits are recorded instead of made.
 * `slowStarted` resolves once /slow is being handled, so a test signals only when the request is in flight.
 */
async function host(graceMs: number, ms = 300) {
  const app = express();
  const server = http.createServer(app);
  const exits: number[] = [];
  let started!: () => void;
  const slowStarted = new Promise<void>((resolve) => (started = resolve));
  const shutdown = createShutdown(server, { graceMs, log: () => {}, exit: (code: number) => exits.push(code) });
  app.use(shutdown.middleware);
  app.get('/slow', (_req, res) => {
    started();
    setTimeout(() => res.send('slow done'), ms);
  });
  app.get('/fast', (_req, res) => {
    res.send('fast');
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, shutdown, exits, slowStarted, port: (server.address() as AddressInfo).port };
}

/** Writes raw HTTP on one connection and answers everything the server sent until it closed the connection. */
function rawExchange(port: number, first: string, later: () => Promise<string>) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (c) => (text += c.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.write(first);
    void later().then((more) => socket.write(more));
  });
}

describe('graceful shutdown', () => {
  it('lets the request in flight finish, answers a request sent behind it on the same connection 503, and exits 0', async () => {
    const { port, shutdown, exits, slowStarted } = await host(5000);
    const exchange = rawExchange(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n', async () => {
      await slowStarted;
      shutdown.begin('SIGTERM');
      return 'GET /fast HTTP/1.1\r\nHost: x\r\n\r\n';
    });
    const text = await exchange;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*slow done/);
    expect(text).toMatch(/HTTP\/1\.1 503 Service Unavailable[\s\S]*Connection: close[\s\S]*The shop is restarting/i);
    await expect.poll(() => exits).toEqual([0]);
  });

  it('a second signal changes nothing; past the grace period the rest is cut and the exit is 1', async () => {
    const { port, shutdown, exits, slowStarted } = await host(200, 5000);
    const exchange = rawExchange(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n', async () => {
      await slowStarted;
      shutdown.begin('SIGINT');
      shutdown.begin('SIGTERM');
      return '';
    });
    expect(await exchange).toBe('');
    await expect.poll(() => exits).toEqual([1]);
  });

  it('reads the grace period in seconds, 25 by default', () => {
    expect(graceMsFrom(undefined)).toBe(25_000);
    expect(graceMsFrom('')).toBe(25_000);
    expect(graceMsFrom('abc')).toBe(25_000);
    expect(graceMsFrom('-1')).toBe(25_000);
    expect(graceMsFrom('0')).toBe(0);
    expect(graceMsFrom('2.5')).toBe(2500);
  });
});
