import { ErrorCodes, PaymentMethodCodes, STORE_VIEWS, TicketErrorCodes, storeViewByCode, type CheckInResult, type OrderLink, type StoreView } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { ticketDownloadPath } from './confirmation-email.ts';
import { orderLinkExpiry, orderLinkOpens, signOrderLink } from './order-link.ts';
import { signTicketCode, verifyTicketCode } from './ticket-code.ts';
import type { TicketKeys } from './ticket-key.ts';
import { renderTicketsPdf } from './ticket-pdf.ts';
import { pendingRelease, ticketSheets } from './ticket-sheet.ts';
import * as repo from './ticket.repo.ts';

export const TICKET_MESSAGES = {
  signInNeeded: 'You need to be logged in, or to use the link from your order confirmation, to download tickets',
  badOrderLink: 'The order link is not valid or has expired',
  orderNotFound: 'Order not found',
  noTickets: 'This order has no tickets',
  notPaid: 'The tickets are not available yet: the payment of this order is not complete',
  orderVoid: 'This order was cancelled or refunded: its tickets are not valid',
  notReleased: (from: string) => `Tickets are not available yet: they can be downloaded from ${from}`,
  invalidCode: 'The ticket code is not valid: it was altered or was not issued by this shop',
  unknownTicket: 'Unknown ticket: no ticket with this code was sold',
  alreadyUsed: (at: string) => `Already used: this ticket was admitted at ${at}`,
  emailNeeded: "The buyer's e-mail is needed to open an order without signing in",
} as const;

/** Why an order's tickets admit nobody, or undefined when they are valid. */
function orderRefusal(status: string): Result<never> | undefined {
  if (status === repo.VALID_ORDER_STATUS) return undefined;
  return status === 'pending' ? fail(TicketErrorCodes.orderNotValid, TICKET_MESSAGES.notPaid) : fail(TicketErrorCodes.orderNotValid, TICKET_MESSAGES.orderVoid);
}

export interface TicketPdf {
  pdf: Uint8Array;
  filename: string;
}

/** Tickets: the PDF with signed codes for the order's owner, and admission at the door. */
export class TicketService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly keys: TicketKeys,
  ) {}

  /** The verification key scanners load, as SPKI PEM and as a JWK. */
  publicKey(): { algorithm: 'Ed25519'; pem: string; jwk: object } {
    return { algorithm: 'Ed25519', pem: this.keys.publicKey.export({ format: 'pem', type: 'spki' }).toString(), jwk: this.keys.publicKey.export({ format: 'jwk' }) };
  }

  /**
   * The order's tickets for its owner: the customer it was placed by, or whoever holds the signed
   * link of its confirmation e-mail. Anyone else learns nothing about the order, not even that it exists.
   */
  async download(caller: Exclude<Caller, { kind: 'rejected' }>, orderNumber: string, orderToken: string | undefined): Promise<Result<TicketPdf>> {
    const now = this.clock.now();
    if (caller.kind === 'guest' && !orderToken) return fail(ErrorCodes.unauthorized, TICKET_MESSAGES.signInNeeded);
    const order = await repo.findTicketOrder(this.db, { number: orderNumber });
    const byLink = !!orderToken && orderLinkOpens(orderToken, orderNumber, this.secret, now);
    const byOwner = caller.kind === 'user' && order?.userId != null && order.userId === caller.claims.sub;
    if (!byLink && !byOwner) return orderToken && caller.kind === 'guest' ? fail(ErrorCodes.forbidden, TICKET_MESSAGES.badOrderLink) : fail(ErrorCodes.notFound, TICKET_MESSAGES.orderNotFound);
    if (!order) return fail(ErrorCodes.notFound, TICKET_MESSAGES.orderNotFound);
    const refusal = orderRefusal(order.status);
    if (refusal) return refusal;
    const rows = await repo.ticketsOfOrder(this.db, order.id);
    if (rows.length === 0) return fail(ErrorCodes.notFound, TICKET_MESSAGES.noTickets);
    const release = pendingRelease(rows, now);
    if (release) return fail(TicketErrorCodes.notReleased, TICKET_MESSAGES.notReleased(release.toISOString()));
    return ok({ pdf: await this.render(order, rows), filename: `tickets-${order.number}.pdf` });
  }

  /**
   * The order's signed link (as its confirmation e-mail carries) for its signed-in owner, or for whoever
   * names its number with the buyer's e-mail. An unknown number and a wrong e-mail answer alike.
   */
  async orderLink(caller: Exclude<Caller, { kind: 'rejected' }>, orderNumber: string, email: string | undefined): Promise<Result<OrderLink>> {
    if (caller.kind === 'guest' && !email) return fail(ErrorCodes.validation, TICKET_MESSAGES.emailNeeded, 'email');
    const order = await repo.findTicketOrder(this.db, { number: orderNumber });
    const byOwner = caller.kind === 'user' && order?.userId != null && order.userId === caller.claims.sub;
    const byEmail = !!email && !!order && order.email.trim().toLowerCase() === email;
    if (!order || (!byOwner && !byEmail)) return fail(ErrorCodes.notFound, TICKET_MESSAGES.orderNotFound);
    const now = this.clock.now();
    const rows = await repo.ticketsOfOrder(this.db, order.id);
    const expires = orderLinkExpiry(rows.map((r) => r.eventDate), now);
    const orderToken = signOrderLink(order.number, expires, this.secret);
    const payOnDelivery = order.status === 'pending' && order.paymentMethod === PaymentMethodCodes.cashOnDelivery;
    return ok({ orderNumber: order.number, orderToken, downloadPath: ticketDownloadPath(order.number, orderToken), expiresAt: expires.toISOString(), payOnDelivery });
  }

  /** The PDF of an order's tickets, whatever their release date (the confirmation e-mail carries it). */
  async pdfOf(order: repo.TicketOrder): Promise<{ pdf: Uint8Array; rows: repo.TicketRow[] } | undefined> {
    const rows = await repo.ticketsOfOrder(this.db, order.id);
    return rows.length ? { pdf: await this.render(order, rows), rows } : undefined;
  }

  private async render(order: repo.TicketOrder, rows: repo.TicketRow[]): Promise<Uint8Array> {
    const store: StoreView = storeViewByCode(order.storeCode) ?? STORE_VIEWS.default;
    const sheets = ticketSheets(rows, order.number, store).map((sheet, i) => {
      const row = rows[i]!;
      return { ...sheet, code: signTicketCode({ v: 1, t: row.id, o: order.number, e: row.eventId, i: Math.floor(Date.parse(row.issuedAt) / 1000) }, this.keys.privateKey) };
    });
    return renderTicketsPdf(sheets, `Encore ${order.number}`);
  }

  /** Admits the ticket a scanned code names, once; a second scan is told when it was used. */
  async checkIn(code: string): Promise<Result<CheckInResult>> {
    const claims = verifyTicketCode(code, this.keys.publicKey);
    if (!claims) return fail(TicketErrorCodes.invalidCode, TICKET_MESSAGES.invalidCode, 'code');
    const found = await repo.findScannedTicket(this.db, claims.t);
    if (!found) return fail(ErrorCodes.notFound, TICKET_MESSAGES.unknownTicket, 'code');
    // A genuine signature over claims that do not match the ticket means the shop's key signed something else.
    if (found.orderNumber !== claims.o || found.eventId !== claims.e) return fail(TicketErrorCodes.invalidCode, TICKET_MESSAGES.invalidCode, 'code');
    const refusal = orderRefusal(found.orderStatus);
    if (refusal) return refusal;
    const { admitted, ticket } = await repo.checkIn(this.db, claims.t, this.clock.now().toISOString());
    if (!admitted || !ticket?.checkedInAt) {
      if (ticket?.checkedInAt) return { ok: false, error: { errorCode: TicketErrorCodes.alreadyUsed, message: TICKET_MESSAGES.alreadyUsed(ticket.checkedInAt), checkedInAt: ticket.checkedInAt } };
      return orderRefusal(ticket?.orderStatus ?? '') ?? fail(ErrorCodes.notFound, TICKET_MESSAGES.unknownTicket, 'code');
    }
    return ok({ ticketId: ticket.id, orderNumber: ticket.orderNumber, eventId: ticket.eventId, holderName: ticket.holderName, checkedInAt: ticket.checkedInAt });
  }
}
