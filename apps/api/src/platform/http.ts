import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCodes, HoldErrorCodes } from '@encore/contracts';
import { isTransientDbError } from '../db/transient-error.ts';
import type { Failure, Result } from './result.ts';

/** What a request hears when the database was too busy to take it (see transient-error.ts). */
export const DATABASE_BUSY_MESSAGE = 'The shop is very busy right now, please try again in a moment';

/** HTTP status for each business error code; a route may override per call. */
const STATUS_BY_CODE: Record<string, number> = {
  [ErrorCodes.validation]: 400,
  [ErrorCodes.notFound]: 404,
  [ErrorCodes.unauthorized]: 401,
  [ErrorCodes.forbidden]: 403,
  [ErrorCodes.outOfStock]: 400,
  // A shortage conflicts with other carts' holds and may pass (shared contract: 409).
  [ErrorCodes.notEnoughTickets]: 409,
  [ErrorCodes.unknownSku]: 400,
  [ErrorCodes.unknownCart]: 404,
  [ErrorCodes.cartClosed]: 400,
  [ErrorCodes.emptyCart]: 400,
  [ErrorCodes.priceUnknown]: 400,
  [ErrorCodes.cardDeclined]: 402,
  [ErrorCodes.insufficientFunds]: 402,
  [ErrorCodes.paymentFailed]: 402,
  [ErrorCodes.threeDSecureFailed]: 402,
  [ErrorCodes.internal]: 500,
  // Both pass with time (the client's other holds run out, or a new hold is taken): conflicts, like a shortage.
  [HoldErrorCodes.clientLimit]: 409,
  [HoldErrorCodes.totalLimit]: 409,
};

export function sendOk(reply: FastifyReply, result: unknown, code = 200): FastifyReply {
  return reply.code(code).send({ code, result });
}

export function sendFailure(reply: FastifyReply, failure: Failure, status?: number): FastifyReply {
  const code = status ?? STATUS_BY_CODE[failure.errorCode] ?? 400;
  return reply.code(code).send({ code, result: failure });
}

export function sendResult<T>(reply: FastifyReply, result: Result<T>, overrides: Record<string, number> = {}): FastifyReply {
  if (result.ok) return sendOk(reply, result.value);
  return sendFailure(reply, result.error, overrides[result.error.errorCode]);
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { keys?: string[] };
}

/** "cartItem.qty: Quantity must be above 0" from the first failing field of a zod validation. */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): Failure {
  const first = issues[0] ?? {};
  let field = (first.instancePath ?? '').split('/').filter(Boolean).join('.');
  if (first.keyword === 'unrecognized_keys' && first.params?.keys?.[0]) field = field ? `${field}.${first.params.keys[0]}` : first.params.keys[0];
  if (!field) field = context === 'querystring' ? 'query' : (context ?? 'body');
  // A missing field is 'Field is required' rather than zod's type description.
  const message = first.message && /received undefined$/.test(first.message) ? 'Field is required' : (first.message ?? 'Invalid input');
  return { errorCode: ErrorCodes.validation, message: `${field}: ${message}`, field };
}

/**
 * Errors Fastify raises before routing (a malformed URL, say) bypass the error
 * handler; pass this as the `frameworkErrors` option so they keep the envelope.
 */
export function frameworkErrorReply(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The request URL is malformed' : error.message;
  void sendFailure(reply, { errorCode: ErrorCodes.validation, message }, status);
}

/** Envelope answers for validation errors, bad JSON, unknown routes and unexpected faults. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendFailure(reply, describeValidation(error.validation as ValidationIssue[], error.validationContext), 400);
    }
    if (isTransientDbError(error)) {
      request.log.warn({ err: error, route: request.routeOptions.url }, 'database busy: answered 503, the client may try again');
      return sendFailure(reply.header('retry-after', '1'), { errorCode: ErrorCodes.timeout, message: DATABASE_BUSY_MESSAGE }, 503);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large'
            : error.message;
      const errorCode = status === 404 ? ErrorCodes.notFound : status === 401 ? ErrorCodes.unauthorized : ErrorCodes.validation;
      return sendFailure(reply, { errorCode, message }, status);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(reply, { errorCode: ErrorCodes.internal, message: 'Something went wrong' }, 500);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return sendFailure(reply, { errorCode: ErrorCodes.notFound, message: `Route not found: ${request.method} ${path}` }, 404);
  });
}
