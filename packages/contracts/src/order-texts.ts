// The order's texts without its schemas, so the checkout page shows them without pulling zod into the browser.

/** Shown while an order is placed (the specification's text, verbatim in every store: ADR 0021). */
export const ORDER_PROCESSING_TEXT = 'Processing order...';

/** Shown when the API refuses an order as invalid (400) although the page's own checks passed; {email} is the shop's support address. */
export const orderValidationText = (email: string) => `Internal validation error. Please check if all required fields are filled in. Please contact us on ${email}`;
