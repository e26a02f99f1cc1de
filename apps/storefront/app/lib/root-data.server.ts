import { loadCart, getCartId } from '#app/features/cart/cart.server.ts';
import { loadMenu } from '#app/features/catalog/catalog.server.ts';
// Registers the server's catalogues for the pages it renders (the texts are not part of the data).
import '#app/i18n/messages.server.ts';
import { cataloguePreloads } from '#app/i18n/catalogue-preload.server.ts';
import { visitorUserToken } from './visitor.server.ts';
import { resolveStoreView, toClientStoreView } from './store-view.ts';

/**
 * What every page needs around it: the store view and its language, the menu and the visitor's
 * cart (the language's texts come as a chunk of their own, i18n/catalogues.ts). Neither the menu nor the cart fails the
 * page when the API is down; they come back empty.
 */
export async function loadRootData(request: Request) {
  const storeView = resolveStoreView(request);
  const locale = storeView.i18n.defaultLocale;
  const [menu, cart] = await Promise.all([loadMenu(storeView), getCartId(request, storeView).then((id) => loadCart(storeView, id))]);
  // Whether a customer is signed in (their token cookie, refreshed by the host); who they are is the account pages' business.
  return { storeView: toClientStoreView(storeView), locale, cataloguePreloads: cataloguePreloads(locale), menu, cart, signedIn: Boolean(visitorUserToken()) };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
