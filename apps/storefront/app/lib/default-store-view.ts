import type { ClientStoreView } from './store-view.ts';

/** Fallback for error pages rendered without root data (mirrors contracts' default store). */
export const DEFAULT_CLIENT_STORE_VIEW: ClientStoreView = {
  storeCode: 'default',
  urlPrefix: '',
  name: 'Encore Sverige',
  i18n: { defaultLocale: 'sv-SE', currencyCode: 'SEK', currencySign: 'kr', fractionDigits: 2, dateFormat: 'HH:mm D/M/YYYY', timeZone: 'Europe/Stockholm' },
};
