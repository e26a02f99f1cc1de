/**
 * The port every payment provider implements (ADRs 0004, 0043). An order authorises first, the
 * order commits, then the payment is captured; an authorisation without an order is voided.
 */
export interface AuthorizeRequest {
  amount: number;
  currency: string;
  /** One of the provider's method codes (`methods`). */
  method: string;
  /** The token of the card or wallet for methods of kind 'card'; redirect methods take none. */
  paymentMethodToken?: string | undefined;
  /** Our reference for the payment (the cart id), for the provider's records. */
  reference: string;
  /**
   * The checkout attempt's order id. A provider answers a repeated key with its first answer
   * and never authorises twice for one key (real providers take it as their idempotency key).
   */
  idempotencyKey: string;
  /** Where the shopper's browser goes back to after acting at the provider (a path on the shop). */
  returnUrl: string;
  /** Who pays, for methods whose provider asks (Klarna wants an e-mail and a country); optional. */
  payer?: { email?: string | undefined; country?: string | undefined } | undefined;
}

/** A refusal: the shopper may try again with another card or method. */
export interface PaymentRefusal {
  status: 'declined' | 'insufficient_funds' | 'failed';
  errorCode: string;
  message: string;
}

export type AuthorizeOutcome =
  | { status: 'authorized'; reference: string; brand: string | null; last4: string | null }
  /** The shopper must act first: a 3-D Secure challenge, or an approval on the provider's page or app. */
  | { status: 'requires_action'; reference: string; action: 'three_d_secure' | 'redirect'; actionUrl: string }
  | PaymentRefusal;

/** The provider's later word on a payment that required action (a webhook for real providers). */
export type PaymentEvent =
  | { reference: string; outcome: 'authorized'; brand: string | null; last4: string | null }
  | { reference: string; outcome: 'failed'; errorCode: string; message: string };

/**
 * A payment method a provider takes. Methods of kind 'card' (cards and wallets such as Apple Pay)
 * carry a token made in the shopper's browser; 'redirect' methods (Swish, Klarna, PayPal) take the
 * shopper to the provider's page or app to approve.
 */
export interface ProviderMethod {
  code: string;
  title: string;
  kind: 'card' | 'redirect';
  /** The method a checkout starts with (at most one). */
  default?: boolean;
}

export interface PaymentProvider {
  readonly name: string;
  /** The methods this provider takes, in the order the checkout lists them. */
  readonly methods: readonly ProviderMethod[];
  authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome>;
  /** Idempotent: capturing a payment captured before answers ok. */
  capture(reference: string, amount: number): Promise<{ ok: boolean; message?: string }>;
  /** Gives an authorisation (or a payment still waiting for the shopper) up; idempotent. */
  void(reference: string): Promise<{ ok: boolean }>;
  /** The payment made under an idempotency key, for one whose answer was lost (a crash, a timeout). */
  findByKey(idempotencyKey: string): Promise<{ reference: string } | null>;
  /** Where the provider's later outcomes go (set once by the composition root). */
  onEvent(listener: (event: PaymentEvent) => Promise<void>): void;
}
