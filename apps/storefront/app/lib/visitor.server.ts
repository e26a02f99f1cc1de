/**
 * The user token of the visitor whose page is being rendered, set by the storefront host
 * (server/visitor-context.js) from the `encore_token` cookie. Outside the host (tests, tools) there
 * is none and reads are priced for guests.
 */
const VISITOR_STORAGE_KEY = Symbol.for('encore.visitor');

interface VisitorStorage {
  getStore(): { userToken?: string | undefined } | undefined;
}

export function visitorUserToken(): string | undefined {
  const storage = (globalThis as Record<symbol, VisitorStorage | undefined>)[VISITOR_STORAGE_KEY];
  return storage?.getStore()?.userToken || undefined;
}
