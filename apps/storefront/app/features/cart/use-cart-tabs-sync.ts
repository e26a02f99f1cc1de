import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useRootData } from '#app/lib/root-data.ts';

const CHANNEL = 'encore-cart';

/**
 * Keeps the cart the same in every tab: a tab whose cart changed tells the
 * others (BroadcastChannel, with a storage-event fallback) and they reload
 * their loader data. Tabs with the same signature stop there, so it cannot loop.
 */
export function useCartTabsSync() {
  const cart = useRootData()?.cart;
  const revalidator = useRevalidator();
  const signature = cart
    ? JSON.stringify([cart.lines.map((l) => [l.itemId, l.qty]), cart.coupon?.code ?? null, cart.hold?.expiresAt ?? null])
    : '';
  const current = useRef(signature);
  current.current = signature;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const channel = useRef<BroadcastChannel | null>(null);
  const first = useRef(true);

  useEffect(() => {
    const onSignature = (sig: unknown) => {
      if (typeof sig === 'string' && sig !== current.current) void revalidate.current();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === CHANNEL && e.newValue) onSignature(JSON.parse(e.newValue).sig);
    };
    if (typeof BroadcastChannel !== 'undefined') {
      channel.current = new BroadcastChannel(CHANNEL);
      channel.current.onmessage = (e: MessageEvent) => onSignature(e.data);
    }
    window.addEventListener('storage', onStorage);
    return () => {
      channel.current?.close();
      channel.current = null;
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    // The first render is what this tab loaded, not a change it made.
    if (first.current) {
      first.current = false;
      return;
    }
    if (channel.current) channel.current.postMessage(signature);
    else {
      try {
        localStorage.setItem(CHANNEL, JSON.stringify({ sig: signature, at: Date.now() }));
      } catch {
        // Storage full or blocked: the other tabs refresh on their next navigation.
      }
    }
  }, [signature]);
}
