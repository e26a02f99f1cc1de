/**
 * The user token of the visitor whose page is being rendered, set by the storefront host
 * (server/visitor-context.js) from the `encore_token` cookie. Outside the host (tests, tools) there
 * is none and reads are priced for guests.
 */
const VISITOR_STORAGE_KEY = Symbol.for('encore.visitor');

interface VisitorStorage {
  getStore(): { userToken?: string | undefined; forwardedFor?: string | undefined } | undefined;
}

const visitor = () => (globalThis as Record<symbol, VisitorStorage | undefined>)[VISITOR_STORAGE_KEY]?.getStore();

export function visitorUserToken(): string | undefined {
  return visitor()?.userToken || undefined;
}

/** The visitor's X-Forwarded-For chain ending in their address, for API calls made on their behalf. */
export function visitorForwardedFor(): string | undefined {
  return visitor()?.forwardedFor || undefined;
}
