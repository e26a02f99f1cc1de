import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long the API waits for Redis at start before serving without it (rate limits then let requests through). */
const READY_WAIT_MS = 3000;

/**
 * A Redis connection for state shared between API processes. A request never waits on a Redis
 * that is down or slow: commands fail at once while disconnected and after half a second
 * otherwise, and the caller decides what a failure means. The connection keeps retrying in the
 * background; losing and regaining it is logged once each.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, connectTimeout: 2000 });
  let healthy = true;
  redis.on('error', (err: Error) => {
    if (!healthy) return;
    healthy = false;
    log.warn({ err: err.message }, 'Redis unavailable: rate limits let requests through until it is back');
  });
  redis.on('ready', () => {
    if (!healthy) log.info('Redis connection restored');
    healthy = true;
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.warn(`Redis at ${new URL(url).host} not ready after ${READY_WAIT_MS} ms; starting without it`);
  return redis;
}
