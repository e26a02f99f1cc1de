import { z } from 'zod';

/** Business refusals of the ticket routes, beside the shared error codes. */
export const TicketErrorCodes = {
  /** The event's tickets are not released yet (the answer names the release time). */
  notReleased: 'tickets_not_released',
  /** The order is not paid yet, or was cancelled or refunded: its tickets are not valid. */
  orderNotValid: 'order_not_valid',
  /** The code's signature does not verify: tampered with, or not issued by this shop. */
  invalidCode: 'invalid_ticket_code',
  /** The ticket was admitted before (the answer names when). */
  alreadyUsed: 'ticket_already_used',
} as const;

/** The order's public number, as printed on the confirmation. */
const orderNumberField = z.string().trim().toUpperCase().min(1, 'Field is required').max(32).regex(/^[0-9A-Z-]+$/, 'Not an order number');

export const ticketDownloadQuerySchema = z
  .object({
    /** A customer's token (or Authorization: Bearer). */
    token: z.string().max(2000).optional(),
    orderId: orderNumberField,
    /** The signed order link from a guest's confirmation e-mail. */
    orderToken: z.string().max(2000).optional(),
  })
  .strict();

export const checkInBodySchema = z
  .object({
    /** The text of the ticket's QR code. */
    code: z.string().trim().min(1, 'Field is required').max(1000),
  })
  .strict();

/** A ticket admitted at the door. */
export interface CheckInResult {
  ticketId: string;
  orderNumber: string;
  eventId: number;
  holderName: string;
  checkedInAt: string;
}

/**
 * `POST /api/ext/ticket/order-link`: the signed link to an order's tickets. A guest proves the order
 * with its number and the buyer's e-mail; a signed-in owner (bearer token) needs only the number.
 */
export const orderLinkBodySchema = z
  .object({
    orderNumber: orderNumberField,
    email: z.string().trim().toLowerCase().min(3).max(254).optional(),
  })
  .strict();

/** A signed order link: the token, the shop-relative download address it opens, and until when. */
export interface OrderLink {
  orderNumber: string;
  orderToken: string;
  downloadPath: string;
  expiresAt: string;
  /** Paid on delivery and not paid yet: the tickets come by post, nothing to download. */
  payOnDelivery: boolean;
}
