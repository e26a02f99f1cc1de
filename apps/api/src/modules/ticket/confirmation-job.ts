import { PaymentMethodCodes, STORE_VIEWS, storeViewByCode } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { confirmationEmail, ticketDownloadLink } from './confirmation-email.ts';
import { orderLinkExpiry, signOrderLink } from './order-link.ts';
import { formatTicketDate, pendingRelease, ticketSheets } from './ticket-sheet.ts';
import { VALID_ORDER_STATUS, findTicketOrder, ticketsOfOrder } from './ticket.repo.ts';
import type { TicketService } from './ticket.service.ts';

/**
 * Sends an order's confirmation: the job the order's completion wrote. A failure to send throws,
 * so the job runner tries again later with backoff; an order that is gone or no longer valid
 * (cancelled, refunded) gets no mail and the job ends.
 */
export function confirmationJob(deps: { db: Db; clock: Clock; tickets: TicketService; mailer: Mailer; secret: string; shopUrl: string }): JobHandler {
  return {
    async run(payload) {
      const orderId = Number((payload as { orderId?: unknown } | null)?.orderId);
      if (!Number.isSafeInteger(orderId)) throw new Error('order-confirmation job without an order id');
      const order = await findTicketOrder(deps.db, { id: orderId });
      const onDelivery = order?.status === 'pending' && order.paymentMethod === PaymentMethodCodes.cashOnDelivery;
      if (!order || (order.status !== VALID_ORDER_STATUS && !onDelivery)) return;
      const store = storeViewByCode(order.storeCode) ?? STORE_VIEWS.default;
      const now = deps.clock.now();
      const rows = await ticketsOfOrder(deps.db, order.id);
      const releasedAt = pendingRelease(rows, now);
      const token = signOrderLink(order.number, orderLinkExpiry(rows.map((r) => r.eventDate), now), deps.secret);
      const lines = ticketSheets(rows, order.number, store).map((sheet, i) => [sheet.title, rows[i]!.eventDate ? formatTicketDate(rows[i]!.eventDate!, store) : '', rows[i]!.categoryLabel ?? ''].filter(Boolean).join(', '));
      const pdf = releasedAt || onDelivery ? undefined : (await deps.tickets.pdfOf(order))?.pdf;
      await deps.mailer.send(
        confirmationEmail({ to: order.email, firstname: order.firstname, orderNumber: order.number, lines, link: ticketDownloadLink(deps.shopUrl, order.number, token), ...(pdf ? { pdf } : {}), ...(releasedAt ? { releasedAt } : {}), ...(onDelivery ? { onDelivery } : {}) }, store),
      );
    },
  };
}
