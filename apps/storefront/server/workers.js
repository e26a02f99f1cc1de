// WEB_WORKERS: the storefront host on several cores (docs/decisions/0059-storefront-on-both-cores.md).
// A primary forks the hosts, which share the port (Node's cluster hands each new connection to the next
// one), starts again one that dies, and passes SIGTERM and SIGINT on. What must happen once for the whole
// shop lives in the primary, and the hosts ask it over the cluster's message channel: a customer's token
// refresh (the API ends a session whose old refresh token comes back, so two hosts must never both spend
// it) and a checkout link's one opening. An output-cache invalidation sent to one host reaches them all.
// Plain ESM so that server.js can load it without a build.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { superviseCluster } from '@encore/cluster';

/** The primary waits this much longer than the hosts' own grace period before it gives up on them. */
const SHUTDOWN_MARGIN_MS = 5_000;
/** A call to the primary outlives a token refresh's attempts and pauses (server/token-state.js). */
const CALL_TIMEOUT_MS = 60_000;

/**
 * WEB_WORKERS: unset or 1 runs one process; `auto` one per core; otherwise a whole number from 1 to 64.
 * @param {string | undefined} value
 * @param {number} [cores]
 * @returns {{ count: number } | { error: string }}
 */
export function workerCountFrom(value, cores = availableParallelism()) {
  const text = (value ?? '').trim();
  if (text === '' || text === '1') return { count: 1 };
  if (text === 'auto') return { count: Math.max(1, cores) };
  const n = Number(text);
  if (Number.isInteger(n) && n >= 1 && n <= 64) return { count: n };
  return { error: `WEB_WORKERS must be 'auto' or a whole number from 1 to 64, not '${text}'` };
}

/**
 * One side of the request and answer messages between the primary and a host. `send` posts a message
 * to the other side; `handlers` answer the other side's calls by name.
 * @param {(message: unknown) => void} send
 * @param {Record<string, (...args: any[]) => unknown>} handlers
 */
export function createChannel(send, handlers) {
  let nextId = 0;
  /** @type {Map<number, { resolve: (value: unknown) => void, reject: (error: Error) => void, timer: NodeJS.Timeout }>} */
  const pending = new Map();

  /** Calls `name` on the other side; rejects when it fails, is unknown there, or does not answer in time. */
  function call(name, ...args) {
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`no answer to ${name} within ${CALL_TIMEOUT_MS} ms`));
      }, CALL_TIMEOUT_MS);
      timer.unref();
      pending.set(id, { resolve, reject, timer });
      try {
        send({ encore: 'call', id, name, args });
      } catch (error) {
        clearTimeout(timer);
        pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Takes one message from the other side; returns false for messages that are not the channel's. */
  function receive(message) {
    if (!message || typeof message !== 'object') return false;
    if (message.encore === 'reply') {
      const waiting = pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        clearTimeout(waiting.timer);
        if (message.failed) waiting.reject(new Error(message.failed));
        else waiting.resolve(message.value);
      }
      return true;
    }
    if (message.encore === 'call') {
      const handler = Object.hasOwn(handlers, message.name) ? handlers[message.name] : undefined;
      const answer = (reply) => {
        try {
          send({ encore: 'reply', id: message.id, ...reply });
        } catch {
          // The other side has gone; its calls end with it.
        }
      };
      if (!handler) answer({ failed: `unknown call ${message.name}` });
      else
        Promise.resolve()
          .then(() => handler(...(message.args ?? [])))
          .then(
            (value) => answer({ value }),
            (error) => answer({ failed: error instanceof Error ? error.message : String(error) }),
          );
      return true;
    }
    return false;
  }

  /** Ends every call still waiting, as when the other side has gone. */
  function close(reason) {
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(new Error(reason));
    }
    pending.clear();
  }

  return { call, receive, close };
}

/**
 * The primary: forks `count` hosts running `exec` under @encore/cluster's supervision, answers their calls
 * with `services`, and adds `invalidate(tags)`, which passes an output-cache invalidation to every host
 * and adds up what they removed. `graceMs` is the hosts' own grace period after SIGTERM
 * (SHUTDOWN_GRACE_SECONDS): the primary outlives it, since hosts end with it, requests in flight included.
 * @param {{ count: number, exec: string, services: Record<string, (...args: any[]) => unknown>, graceMs: number, log?: (message: string) => void }} options
 */
export function superviseWorkers({ count, exec, services, graceMs, log = console.error }) {
  /** The live hosts' channels by cluster id. */
  const channels = new Map();

  async function invalidate(tags) {
    const counts = await Promise.all([...channels.values()].map((channel) => channel.call('invalidate', tags).catch(() => 0)));
    return counts.reduce((sum, n) => sum + (Number(n) || 0), 0);
  }

  cluster.setupPrimary({ exec });
  superviseCluster({
    count,
    start: () => {
      const worker = cluster.fork();
      const channel = createChannel((message) => worker.send(message), { ...services, invalidate });
      worker.on('message', (message) => channel.receive(message));
      channels.set(worker.id, channel);
      return worker;
    },
    ended: (worker) => {
      channels.get(worker.id)?.close('the storefront host has gone');
      channels.delete(worker.id);
    },
    giveUpAfterMs: graceMs + SHUTDOWN_MARGIN_MS,
    name: '[storefront] host',
    log,
  });
}

/**
 * A host's side of the channel, or null when this process is not one of several hosts. `handlers`
 * answer the primary's calls (`invalidate`).
 * @param {Record<string, (...args: any[]) => unknown>} handlers
 */
export function primaryChannel(handlers) {
  if (!cluster.isWorker || typeof process.send !== 'function') return null;
  const channel = createChannel((message) => process.send?.(message), handlers);
  process.on('message', (message) => channel.receive(message));
  return channel;
}
