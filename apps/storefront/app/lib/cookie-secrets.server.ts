/**
 * The secret that signs the storefront's own cookies (cart, staff, buyer); the host (server.js) makes
 * sure there is one and refuses a short one in production. `what` names the cookie in the error.
 */
export function cookieSecrets(what: string): string[] {
  const secret = process.env.STOREFRONT_SECRET || process.env.COOKIE_SECRET;
  if (!secret) throw new Error(`STOREFRONT_SECRET is not set: the ${what} cookie cannot be signed`);
  return [secret];
}
