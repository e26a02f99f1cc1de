/**
 * Where the browser keeps what the buyer typed into the checkout (never passwords or card data). A
 * module of its own: the layout forgets the details at sign-out, and should not download the
 * checkout's rules to learn the name.
 */
export const CHECKOUT_DETAILS_KEY = 'encore.checkout.details';
