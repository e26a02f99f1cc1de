import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { dbAvailable, useApi } from './harness.ts';

/** Writes `raw` to the API's socket and resolves with everything it answers before closing. */
function rawExchange(url: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => socket.destroy(), 2000);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', () => undefined);
    socket.write(raw);
  });
}

function envelopeOf(answer: string): { status: number; body: { code: number; result: { errorCode: string; message: string } } } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]), body: JSON.parse(body) };
}

describe.skipIf(!dbAvailable)('requests the HTTP parser refuses', () => {
  const api = useApi();

  it('answers 431 in the envelope when the URL and headers are too large', async () => {
    const answer = await rawExchange(api.url, `GET /api/stock/check?sku=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: shop\r\n\r\n`);
    const { status, body } = envelopeOf(answer);
    expect(status).toBe(431);
    expect(body).toEqual({ code: 431, result: { errorCode: 'validation_error', message: 'The request headers (with the URL) are too large' } });
  });

  it('answers 400 in the envelope to a request that is not valid HTTP', async () => {
    const { status, body } = envelopeOf(await rawExchange(api.url, 'GET /api/health/ HTTP/1.1\r\nHost shop\r\n\r\n'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, result: { errorCode: 'validation_error' } });
  });
});
