import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { ErrorCodes } from '@encore/contracts';
import { clientAddress } from './client-address.ts';
import { sendFailure } from './http.ts';
import { ACTION_RULES, type LimitedAction, type RateLimitConfig, type RateLimitRule, type RuleName } from './rate-limit-config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limited action this route performs: every request to it counts against that action's rate limits. */
    limits?: LimitedAction;
  }
}

const SLOW_DOWN_STEP_MS = 250;

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** The cart a request names: a cart route's cartId, the hold timer's quoteId or an order's cart_id. */
function cartOf(request: FastifyRequest): string | undefined {
  const query = request.query as { cartId?: unknown; quoteId?: unknown } | undefined;
  const body = request.body !== null && typeof request.body === 'object' ? (request.body as { cart_id?: unknown }) : undefined;
  const id = query?.cartId ?? query?.quoteId ?? body?.cart_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The account a request names: a sign-in's username or a reset's e-mail, compared without case. */
function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body !== null && typeof request.body === 'object' ? (request.body as { username?: unknown; email?: unknown }) : undefined;
  const name = body?.username ?? body?.email;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().toLowerCase() : undefined;
}

function limitHook(app: FastifyInstance, rule: RateLimitRule): LimitHook {
  const keyOf = rule.scope === 'address' ? clientAddress : rule.scope === 'cart' ? cartOf : accountOf;
  const limiter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, skipOnError: true, keyGenerator: (request) => `${rule.name}:${keyOf(request)}` });
  return async (request, reply) => {
    if (keyOf(request) === undefined) return undefined;
    const outcome = await limiter(request);
    if (rule.slowDown && !outcome.isAllowed && !outcome.isExceeded) {
      // A guesser gets slower with every try past half the limit (a quarter second more each time, two at most).
      const past = rule.max - outcome.remaining - Math.floor(rule.max / 2);
      if (past > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, past * SLOW_DOWN_STEP_MS)));
    }
    if (outcome.isAllowed || !outcome.isExceeded) return undefined;
    const seconds = Math.max(1, outcome.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    return sendFailure(reply, { errorCode: ErrorCodes.tooManyRequests, message: `Too many requests: please wait ${seconds} seconds and try again` }, 429);
  };
}

function appendHook(route: RouteOptions, stage: 'onRequest' | 'preHandler', hook: LimitHook): void {
  const current = route[stage] as LimitHook | LimitHook[] | undefined;
  const hooks = current === undefined ? [] : Array.isArray(current) ? current : [current];
  (route as unknown as Record<string, LimitHook[]>)[stage] = [...hooks, hook];
}

/**
 * Rate limits for the routes that name a limited action in their `config.limits`. Counters
 * live in memory, or in Redis when one is given so that every API process behind a load
 * balancer counts the same requests. A limit by client address is checked when the request
 * arrives, before its body is read; a limit by cart once the request is validated. Past a
 * limit the answer is 429 with Retry-After. Must be installed before the routes are registered.
 */
export async function installRateLimits(app: FastifyInstance, rules: RateLimitConfig, redis: Redis | undefined): Promise<void> {
  const active = Object.values(rules).filter((rule) => rule.max > 0);
  if (active.length === 0) return;
  // A Redis failure lets requests through: losing the limits for a moment beats refusing every sale.
  await app.register(fastifyRateLimit, { global: false, skipOnError: true, nameSpace: 'encore-rate-limit:', ...(redis ? { redis } : {}) });
  const hooks = new Map<RuleName, LimitHook>(active.map((rule) => [rule.name, limitHook(app, rule)]));
  app.addHook('onRoute', (route) => {
    const action = route.config?.limits;
    if (!action) return;
    for (const name of ACTION_RULES[action]) {
      const hook = hooks.get(name);
      if (hook) appendHook(route, rules[name].scope === 'address' ? 'onRequest' : 'preHandler', hook);
    }
  });
}
