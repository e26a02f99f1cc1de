/** What the rule reads of a shipping (delivery) method. */
interface ShippingChoice {
  default?: boolean;
  /** Offline methods are not offered at checkout. */
  offline?: boolean;
  /** A method the cart cannot use now; unset means usable. */
  available?: boolean;
}

/**
 * The shipping method a checkout starts with: among the methods the cart can use (not offline, not
 * marked unavailable) the default one, otherwise the first; none when no method can be used.
 */
export function defaultShippingMethod<M extends ShippingChoice>(methods: readonly M[]): M | undefined {
  const usable = methods.filter((m) => !m.offline && m.available !== false);
  return usable.find((m) => m.default) ?? usable[0];
}
