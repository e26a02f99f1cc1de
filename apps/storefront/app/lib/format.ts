import { formatEventDate, formatEventDay, formatPrice } from '@encore/domain';
import { useStoreView } from './root-data.ts';

/** Store-view bound formatters for components (deterministic on server and client). */
export function useFormat() {
  const storeView = useStoreView();
  return {
    price: (minor: number) => formatPrice(minor, storeView),
    eventDate: (iso: string) => formatEventDate(iso, storeView),
    eventDay: (iso: string) => formatEventDay(iso, storeView),
  };
}
