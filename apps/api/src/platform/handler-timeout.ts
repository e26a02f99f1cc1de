import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@encore/contracts';
import { sendFailure } from './http.ts';

export const TIMEOUT_MESSAGE = 'The server took too long to answer, please try again';

/**
 * A request not answered within `ms` gets 503 (try again); a client still sending its body then also
 * loses the connection. Fastify's own `handlerTimeout` is not used: it takes the end of a request body
 * for a disconnect, so every POST lost its timer as soon as its body was read (fastify#6725), and it
 * built an AbortController and a DOMException for each one. The handler is not stopped: what it
 * writes, it writes in a transaction of its own, and its late answer goes nowhere.
 */
export function installHandlerTimeout(app: FastifyInstance, ms: number): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const clear = (request: FastifyRequest) => {
    clearTimeout(timers.get(request));
    timers.delete(request);
  };
  app.addHook('onRequest', (request, reply, done) => {
    timers.set(
      request,
      setTimeout(() => {
        timers.delete(request);
        if (reply.sent || reply.raw.headersSent) return;
        request.log.warn({ route: request.routeOptions.url }, 'request ran past its time budget');
        if (!request.raw.complete) reply.header('connection', 'close');
        void sendFailure(reply, { errorCode: ErrorCodes.timeout, message: TIMEOUT_MESSAGE }, 503);
      }, ms),
    );
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clear(request);
    done();
  });
  // A client that went away hears no answer: its timer goes with it.
  app.addHook('onRequestAbort', (request, done) => {
    clear(request);
    done();
  });
}
