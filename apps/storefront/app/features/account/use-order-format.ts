import { useStoreView } from '#app/lib/root-data.ts';

/** An order's date and amounts in the store's language and time zone, in the order's own currency. */
export function useOrderFormat() {
  const { i18n } = useStoreView();
  const date = new Intl.DateTimeFormat(i18n.defaultLocale, { dateStyle: 'medium', timeZone: i18n.timeZone });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    // Amounts are whole minor units; they become a decimal only here, for display.
    money: (minor: number, currency: string) => new Intl.NumberFormat(i18n.defaultLocale, { style: 'currency', currency }).format(minor / 100),
  };
}
