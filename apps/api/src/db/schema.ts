import type { Generated } from 'kysely';

/**
 * Table types shared by SQLite and PostgreSQL. Conventions (see
 * docs/decisions/0003-portable-storage.md): money is integer minor units,
 * timestamps are ISO-8601 UTC text, booleans are 0/1 integers, JSON is text
 * parsed in repositories and never queried inside SQL.
 */
export interface CategoryTable {
  id: number;
  parent_id: number | null;
  name: string;
  url_key: string;
  url_path: string;
  path: string;
  level: number;
  position: number;
  is_active: number;
  is_artist: number;
  entity_type: string;
  description: string;
  short_description: string;
  image: string | null;
  tour_information: string | null;
  spotify_embed_url: string | null;
  youtube_embed_url: string | null;
  popular_event_block_identifier: string | null;
  frontend_position: number;
  /** JSON: { [storeCode]: { name?, description?, short_description?, url_key?, url_path? } } */
  i18n_json: string;
  created_at: string;
  updated_at: string;
}

export interface VenueTable {
  id: number;
  name: string;
  url_key: string;
  city: string;
  address: string;
  country_id: string;
  capacity: number;
  description: string;
  created_at: string;
}

export interface ProductTable {
  id: number;
  sku: string;
  type_id: string;
  /** Configurable parent of a ticket category (child), null for top-level products. */
  parent_id: number | null;
  name: string;
  url_key: string;
  status: number;
  visibility: number;
  tax_class_id: number;
  description: string;
  short_description: string;
  image: string;
  /** Event start, ISO-8601 UTC. */
  event_date: string | null;
  venue_id: number | null;
  city: string;
  activity: string;
  ticket_type: string;
  /** Option id of the ticket_category attribute for children. */
  ticket_category: number | null;
  best_selling_event: number;
  avoid_single_ticket: number;
  cart_heading: string;
  cart_description: string;
  position: number;
  /** JSON array of { attribute_code, value } for extra attributes. */
  attributes_json: string;
  /** JSON: { [storeCode]: { name?, description?, short_description?, url_key? } } */
  i18n_json: string;
  /** `translationsHash(i18n_json)`, written by the import (migration 0026); null on rows written otherwise. */
  i18n_hash: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductPriceTable {
  product_id: number;
  currency: string;
  /** Price as entered (incl. tax when the store says sourcePriceIncludesTax), minor units. */
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

export interface TierPriceTable {
  product_id: number;
  currency: string;
  customer_group_id: number;
  qty: number;
  value: number;
}

export interface InventoryTable {
  product_id: number;
  sku: string;
  /** Tickets put on sale. */
  qty: number;
  /** Tickets sold; available = qty - sold - active holds. */
  sold: number;
  manage_stock: number;
  min_sale_qty: number;
  max_sale_qty: number;
  /** Tickets in hold rows, expired ones included until reclaimed (migration 0004). */
  held: Generated<number>;
  updated_at: string;
}

export interface AttributeTable {
  attribute_id: number;
  attribute_code: string;
  default_frontend_label: string;
  frontend_input: string;
  is_visible_on_front: number;
  is_comparable: number;
  is_filterable: number;
  position: number;
  /** JSON array of { value, label, i18n?: { [storeCode]: label } } */
  options_json: string;
  /** JSON: { [storeCode]: label } */
  i18n_json: string;
}

export interface TaxRuleTable {
  id: number;
  code: string;
  product_tax_class_ids_json: string;
  customer_tax_class_ids_json: string;
  rates_json: string;
}

export interface CartTable {
  id: string;
  user_id: number | null;
  store_code: string;
  currency: string;
  status: string;
  coupon_code: string | null;
  shipping_method_code: string | null;
  shipping_carrier_code: string | null;
  payment_method_code: string | null;
  shipping_address_json: string | null;
  /** Customer group whose tier prices the cart charges (migration 0007); 0 for guests. */
  customer_group_id: Generated<number>;
  /** When the cart's hold was first taken (migration 0018); renewals count towards the total limit from here. */
  hold_started_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemTable {
  item_id: Generated<number>;
  cart_id: string;
  product_id: number;
  sku: string;
  parent_sku: string | null;
  qty: number;
  product_option_json: string | null;
  checksum: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  increment_id: string;
  client_order_id: string | null;
  cart_id: string;
  user_id: number | null;
  store_code: string;
  currency: string;
  status: string;
  state: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  billing_address_json: string;
  shipping_address_json: string | null;
  shipping_method_code: string | null;
  payment_method_code: string;
  subtotal: number;
  subtotal_incl_tax: number;
  tax_amount: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  grand_total: number;
  coupon_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  sku: string;
  parent_sku: string | null;
  name: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  tax_amount: number;
  tax_percent: number;
  row_total_incl_tax: number;
  event_date: string | null;
  ticket_category_label: string | null;
}

export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  provider_reference: string;
  method: string;
  status: string;
  amount: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  created_at: string;
  updated_at: string;
}

/** A checkout attempt's payment, keyed by the client's order id, written before the provider is called (migration 0021). */
export interface PaymentAttemptTable {
  client_order_id: string;
  cart_id: string;
  provider: string;
  method: string;
  amount: number;
  currency: string;
  /** authorizing, unknown, requires_action, authorized, ordered, refused, voided */
  status: string;
  provider_reference: string | null;
  action: string | null;
  action_url: string | null;
  error_code: string | null;
  message: string | null;
  plan_json: string;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One per cart holding tickets: the expiry its holds share (migration 0004). */
/**
 * A change marker set by triggers (migration 0022) on stock rows and hold timers: never written by the
 * application, read by the catalogue to find what changed. Kept out of the row types writers build.
 */
export interface StockVersioned {
  stock_version: Generated<number | string>;
}

export interface HoldTimerTable {
  cart_id: string;
  expires_at: string;
  extensions_used: number;
  created_at: string;
}

export interface StockHoldTable {
  cart_id: string;
  product_id: number;
  qty: number;
}

/** Coupons (migration 0005); amounts are minor units per currency, JSON text. */
export interface CouponTable {
  code: string;
  kind: string;
  percent: number | null;
  amounts_json: string;
  min_subtotal_json: string;
  valid_from: string | null;
  valid_to: string | null;
  usage_limit: number | null;
  usage_per_customer: number | null;
  times_used: number;
  is_active: number;
  created_at: string;
}

export interface CouponCustomerUseTable {
  coupon_code: string;
  customer_key: string;
  uses: number;
}

/** Payment tokens already used (migration 0011): a token pays once. */
/** The built-in test provider's payments (migration 0023): what a real provider keeps on its servers. */
export interface TestProviderPaymentTable {
  reference: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  /** requires_action, authorized, captured, voided, failed */
  status: string;
  action: string | null;
  return_url: string;
  brand: string | null;
  last4: string | null;
  created_at: string;
}

/** The test provider's first answer to each idempotency key (migration 0023). */
export interface TestProviderAnswerTable {
  idempotency_key: string;
  outcome_json: string;
  created_at: string;
}

export interface PaymentTokenUseTable {
  token_id: string;
  expires_at: string;
  used_at: string;
}

/** Refused coupon codes per cart or client address in the current window (migration 0012). */
export interface CouponFailureTable {
  client_key: string;
  window_started_at: string;
  failures: number;
}

/** Who holds a cart's tickets (migration 0018): a keyed hash of the client address, and the customer. */
export interface HoldClientTable {
  cart_id: string;
  address_key: string;
  customer_id: number | null;
  updated_at: string;
}

/** A durable background job (migration 0014); the lease columns say which runner works on it until when. */
export interface JobTable {
  id: string;
  kind: string;
  payload_json: string;
  run_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  locked_until: string | null;
  locked_by: string | null;
  created_at: string;
}

/** One admission sold with an order (migration 0019); checked_in_at is set once, at the door. */
export interface TicketTable {
  /** Random, base64url; the signed QR code names it. */
  id: string;
  order_id: number;
  order_item_id: number;
  /** The ticket category sold. */
  product_id: number;
  /** The event: the category's configurable parent, or the product itself without one. */
  event_id: number;
  /** 1, 2, … within the order, in the order's line order. */
  position: number;
  holder_name: string;
  row_label: string | null;
  seat_label: string | null;
  issued_at: string;
  checked_in_at: string | null;
}

/** A buyer's review of an order (migration 0020), at most one per order. */
export interface ReviewTable {
  id: Generated<number>;
  order_id: number;
  store_code: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  text: string;
  nickname: string;
  created_at: string;
}

export interface CatalogMetaTable {
  key: string;
  value: string;
}

export interface Database {
  category: CategoryTable;
  venue: VenueTable;
  product: ProductTable;
  product_category: ProductCategoryTable;
  product_price: ProductPriceTable;
  tier_price: TierPriceTable;
  inventory: InventoryTable & StockVersioned;
  attribute: AttributeTable;
  tax_rule: TaxRuleTable;
  cart: CartTable;
  cart_item: CartItemTable;
  hold_client: HoldClientTable;
  job: JobTable;
  sales_order: OrderTable;
  sales_order_item: OrderItemTable;
  payment: PaymentTable;
  payment_attempt: PaymentAttemptTable;
  ticket: TicketTable;
  review: ReviewTable;
  catalog_meta: CatalogMetaTable;
  hold_timer: HoldTimerTable & StockVersioned;
  stock_hold: StockHoldTable;
  coupon: CouponTable;
  coupon_customer_use: CouponCustomerUseTable;
  coupon_failure: CouponFailureTable;
  payment_token_use: PaymentTokenUseTable;
  test_provider_payment: TestProviderPaymentTable;
  test_provider_answer: TestProviderAnswerTable;
  cms_page: CmsPageTable;
  cms_block: CmsBlockTable;
  config_entry: ConfigEntryTable;
  url_rewrite: UrlRewriteTable;
  product_link: ProductLinkTable;
  bundle_option: BundleOptionTable;
  customer: CustomerTable;
  customer_address: CustomerAddressTable;
  customer_session: CustomerSessionTable;
  password_reset: PasswordResetTable;
  passkey: PasskeyTable;
  webauthn_challenge: WebauthnChallengeTable;
  customer_identity: CustomerIdentityTable;
  oidc_flow: OidcFlowTable;
}

/** A customer account (migration 0015); the e-mail is stored lower-case. */
export interface CustomerTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  group_id: Generated<number>;
  store_id: Generated<number>;
  password_hash: string;
  /** 1 once the customer chose a password; 0 for an account made from a sign-in provider (migration 0017). */
  has_password: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One address of a customer's address book; the fields are the cart address shape, as JSON. */
export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  address_json: string;
  default_shipping: number;
  default_billing: number;
  created_at: string;
  updated_at: string;
}

/** A signed-in device: the hash of its current refresh token, rotated on every refresh. */
export interface CustomerSessionTable {
  id: string;
  customer_id: number;
  token_hash: string;
  user_agent: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

/** A password-reset link's token, kept as a hash; usable once, until it expires. */
export interface PasswordResetTable {
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A package's link to a ticket category (migration 0006): option 0 for grouped products, else a bundle option. */
export interface ProductLinkTable {
  product_id: number;
  option_id: number;
  linked_product_id: number;
  qty: number;
  is_default: number;
  position: number;
}

/** One choice a bundle asks for ("which evening?"); its selections are product_link rows. */
export interface BundleOptionTable {
  product_id: number;
  option_id: number;
  code: string;
  title: string;
  required: number;
  position: number;
  /** JSON: { [storeCode]: title } */
  i18n_json: string;
}

/** A CMS page in one store (store_id 0 = every store); the store's own row wins. */
export interface CmsPageTable {
  id: number;
  identifier: string;
  store_id: number;
  title: string;
  content_heading: string;
  /** HTML, sanitized by the storefront before it is rendered. */
  content: string;
  meta_description: string;
  is_active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface CmsBlockTable {
  id: number;
  identifier: string;
  store_id: number;
  title: string;
  content: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

/** A configuration value by path (store_id 0 = default scope); value is JSON text. */
export interface ConfigEntryTable {
  id: number;
  path: string;
  store_id: number;
  value: string;
  updated_at: string;
}

export interface UrlRewriteTable {
  id: number;
  store_id: number;
  entity_type: string;
  entity: string;
  /** 0 (no redirect), 301 or 302. */
  redirect_type: number;
  request_path: string;
  target_path: string;
  is_disabled: number;
  created_at: string;
}

/** A customer's passkey (migration 0016): the public key and the last signature counter its authenticator reported. */
export interface PasskeyTable {
  id: Generated<number>;
  /** base64url, as the browser names the credential. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the transports the browser reported (usb, internal, hybrid, ...). */
  transports: string;
  customer_id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge handed out and not yet used (migration 0016). */
export interface WebauthnChallengeTable {
  challenge: string;
  purpose: string;
  /** The customer registering a passkey; null for a sign-in. */
  customer_id: number | null;
  created_at: string;
  expires_at: string;
}

/** A sign-in provider's subject linked to a customer (migration 0017). */
export interface CustomerIdentityTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  customer_id: number;
  email: string;
  created_at: string;
}

/** A started OpenID Connect sign-in or link, until the provider sends the customer back (migration 0017). */
export interface OidcFlowTable {
  state: string;
  provider: string;
  purpose: string;
  /** The signed-in customer linking a provider; null for a sign-in. */
  customer_id: number | null;
  nonce: string;
  code_verifier: string;
  created_at: string;
  expires_at: string;
}
