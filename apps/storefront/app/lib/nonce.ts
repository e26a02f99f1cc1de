import { createContext, useContext } from 'react';

const NonceContext = createContext('');

/** Given the request's script nonce by the server entry. */
export const NonceProvider = NonceContext.Provider;

/**
 * The request's script nonce while the page renders on the server, '' in the browser. Browsers hide
 * a nonce from the page once it is parsed (the attribute reads ''), so rendering '' there lets
 * hydration find the attribute it expects.
 */
export function useNonce(): string {
  return useContext(NonceContext);
}
