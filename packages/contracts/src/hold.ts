import { z } from 'zod';

/** Error codes of the hold timer (beside the shared ErrorCodes, so neither file grows for the other). */
export const HoldErrorCodes = {
  extensionLimit: 'extension_limit',
  holdExpired: 'hold_expired',
  /** One client (address or customer) already holds as many tickets of the event as it may at once. */
  clientLimit: 'client_hold_limit',
  /** The hold has reached the longest time a hold may last in total. */
  totalLimit: 'hold_total_limit',
} as const;

export const HOLD_ERROR_MESSAGES = {
  timeIsUp: 'Your time is up',
  extensionLimit: (max: number) => `The reservation cannot be extended more than ${max} times`,
  unknownQuote: (quoteId: string) => `Cart not found: ${quoteId}`,
  clientLimit: (max: number) => `You can hold at most ${max} tickets for this event at a time`,
  totalLimit: (minutes: number) => `The reservation cannot last longer than ${minutes} minutes in total`,
} as const;

export const holdTimerQuerySchema = z
  .object({
    token: z.string().max(2000).optional(),
    quoteId: z.string().min(1, 'quoteId is required').max(64),
    storeCode: z.string().max(20).optional(),
  })
  .strict();

/** The hold on a cart's tickets as the server's clock sees it. */
export interface HoldTime {
  quoteId: string;
  /** ISO time the tickets stop being held; null when the cart holds nothing. */
  expiresAt: string | null;
  remainingSeconds: number;
  serverTime: string;
  holdSeconds: number;
  extensionSeconds: number;
  warningSeconds: number;
  extensionsUsed: number;
  maxExtensions: number;
}
