/**
 * The port every payment provider implements (ADR 0004). Orders authorise
 * before writing anything, capture after commit, and void when the commit fails.
 */
export interface AuthorizeRequest {
  amount: number;
  currency: string;
  paymentMethodToken: string;
  /** Our reference for the payment (the cart id), for the provider's records and idempotency. */
  reference: string;
}

export type AuthorizeOutcome =
  | { status: 'authorized'; reference: string; brand: string | null; last4: string | null }
  | { status: 'declined'; errorCode: string; message: string }
  /** 3-D Secure or similar: the customer must act before the payment can be authorised (a later issue). */
  | { status: 'requires_action'; reference: string; message: string };

export interface PaymentProvider {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome>;
  capture(reference: string, amount: number): Promise<{ ok: boolean; message?: string }>;
  void(reference: string): Promise<{ ok: boolean }>;
}
