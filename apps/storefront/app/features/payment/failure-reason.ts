import { ErrorCodes, PAYMENT_MESSAGES, PaymentErrorCodes } from '@encore/contracts';

/**
 * The text the failure page shows for a payment's error code: the specification's own texts verbatim
 * (ADR 0021), the shop's further ones as message ids, and the generic payment-failed text for any other
 * code. The code comes from the address, so only known texts are ever shown, never what was given.
 */
export function failureText(reason: string): { text: string } | { messageId: string } {
  switch (reason) {
    case ErrorCodes.cardDeclined:
      return { text: PAYMENT_MESSAGES.declined };
    case ErrorCodes.insufficientFunds:
      return { text: PAYMENT_MESSAGES.insufficientFunds };
    case ErrorCodes.threeDSecureFailed:
      return { text: PAYMENT_MESSAGES.threeDSecureFailed };
    case PaymentErrorCodes.cancelled:
      return { messageId: 'failed.cancelled' };
    case PaymentErrorCodes.voided:
      return { messageId: 'failed.ticketsGone' };
    default:
      return { text: PAYMENT_MESSAGES.generic };
  }
}
