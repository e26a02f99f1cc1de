import { DEFAULT_STORE_VIEW, toClientStoreView, type ClientStoreView } from './store-view.ts';

/** The default store as a browser sees it, for error pages rendered without root data. */
export const DEFAULT_CLIENT_STORE_VIEW: ClientStoreView = toClientStoreView(DEFAULT_STORE_VIEW);
