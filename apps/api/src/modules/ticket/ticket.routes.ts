import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes, TicketErrorCodes, checkInBodySchema, orderLinkBodySchema, ticketDownloadQuerySchema } from '@encore/contracts';
import { identifyCaller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { sendFailure, sendOk, sendResult } from '../../platform/http.ts';
import { isStaffToken } from './staff-tokens.ts';
import type { TicketService } from './ticket.service.ts';

/** A refused code is the scanner's input error; a used ticket or a void order conflicts with what the shop knows. */
const REFUSAL_STATUS = { [TicketErrorCodes.invalidCode]: 400, [TicketErrorCodes.alreadyUsed]: 409, [TicketErrorCodes.orderNotValid]: 409, [TicketErrorCodes.notReleased]: 409 };

const STAFF_NEEDED = 'Check-in needs a door staff token (Authorization: Bearer)';

/** The token an `Authorization: Bearer` header carries; '' without one. */
function bearer(header: string | undefined): string {
  return header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : '';
}

export function ticketRoutes(tickets: TicketService, secret: string, clock: Clock, staffTokens: readonly string[]): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Success is the PDF itself (binary, application/pdf); every refusal keeps the JSON envelope.
    r.get('/get-event-ticket', { config: { limits: 'ticket-download' }, schema: { querystring: ticketDownloadQuerySchema } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = identifyCaller(request, secret, clock.now());
      if (caller.kind === 'rejected') return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: caller.message }, 401);
      const result = await tickets.download(caller, request.query.orderId, request.query.orderToken);
      if (!result.ok) return sendFailure(reply, result.error, REFUSAL_STATUS[result.error.errorCode as keyof typeof REFUSAL_STATUS]);
      return reply
        .code(200)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${result.value.filename}"`)
        .send(Buffer.from(result.value.pdf));
    });

    // Number and e-mail travel in the body (as in the order lookup) and count against the same limit: both open an order.
    r.post('/order-link', { config: { limits: 'order-lookup' }, schema: { body: orderLinkBodySchema } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = identifyCaller(request, secret, clock.now());
      if (caller.kind === 'rejected') return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: caller.message }, 401);
      return sendResult(reply, await tickets.orderLink(caller, request.body.orderNumber, request.body.email));
    });

    r.get('/public-key', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return sendOk(reply, tickets.publicKey());
    });

    // A scanner's sign-in: whether its token is a staff token, before any ticket is scanned.
    r.get('/staff', { config: { limits: 'check-in' } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isStaffToken(bearer(request.headers.authorization), staffTokens)) return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: STAFF_NEEDED }, 401);
      return sendOk(reply, { staff: true });
    });

    // Door staff only: a scanner proves itself with one of the configured staff tokens.
    r.post('/check-in', { config: { limits: 'check-in' }, schema: { body: checkInBodySchema } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isStaffToken(bearer(request.headers.authorization), staffTokens)) {
        return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: STAFF_NEEDED }, 401);
      }
      return sendResult(reply, await tickets.checkIn(request.body.code), REFUSAL_STATUS);
    });
  };
}
