import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { Shell } from '#app/features/layout/shell.tsx';
import { ErrorPage, errorKind } from '#app/features/layout/error-page.tsx';
import { InlineStyles } from '#app/lib/inline-styles.tsx';
import { useNonce } from '#app/lib/nonce.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { loadCatalogue } from '#app/i18n/catalogues.ts';
import { TextsProvider } from '#app/i18n/texts-context.tsx';
import { needsOrderTexts } from '#app/i18n/text-parts.ts';
import { loadRootData } from '#app/lib/root-data.server.ts';
import shopCss from '#app/styles/shop.css?url';

export function links(): Route.LinkDescriptors {
  return [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    // A built page carries the sheet in its head (InlineStyles); development has Vite serve it.
    ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: shopCss }] : []),
  ];
}

export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  if (error) return [{ title: isRouteErrorResponse(error) && error.status === 404 ? 'Sidan kunde inte hittas | Encore' : 'Något gick fel | Encore' }];
  return [{ title: 'Encore' }];
}

/** Menu and translations do not change between page views: refetch after mutations or a store switch only. */
export function shouldRevalidate({ formMethod, currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Same URL: an explicit revalidation (another tab changed the cart) must refresh the cart.
  if (!formMethod && currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentParams.store !== nextParams.store) return true;
  return false;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadRootData(request);
}

/**
 * A store switch in the browser brings the other language's browsing texts before the page renders in
 * it; a page that shows order texts waits for those too (TextsProvider).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogue(data.locale);
  return data;
}

/** Whether the page shows texts of the order part of the catalogue (text-parts.ts). */
function useOrderTexts(): boolean {
  return needsOrderTexts(useMatches().map((m) => m.id));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const orders = useOrderTexts();
  // Inline scripts run only with the nonce of the request's Content-Security-Policy header.
  const nonce = useNonce();
  return (
    // data-texts tells the browser, before it hydrates, which parts of the catalogue the page shows (entry.client.tsx).
    <html lang={data?.locale ?? 'sv-SE'} data-texts={orders ? 'all' : 'browse'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15121c" />
        <Meta />
        <InlineStyles nonce={nonce} />
        {/* Style sheets and module preloads come from the shop's origin and need no nonce; '' keeps React Router from adding one, which browsers leave visible on links and hydration would then miss. */}
        <Links nonce="" />
        {data && [...data.cataloguePreloads.browse, ...(orders ? data.cataloguePreloads.orders : [])].map((href) => <link key={href} rel="modulepreload" href={href} />)}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const orders = useOrderTexts();
  return (
    <TextsProvider locale={loaderData.locale} orders={orders}>
      <Shell>
        <Outlet />
      </Shell>
    </TextsProvider>
  );
}

/** Last resort when the root loader itself fails (page errors are handled by the store layout). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  const orders = useOrderTexts();
  const kind = errorKind(error);
  const notFound = kind === 'not-found';
  if (!import.meta.env.PROD) console.error(error);
  if (data) {
    return (
      <TextsProvider locale={data.locale} orders={orders}>
        <Shell>
          <ErrorPage kind={kind} />
        </Shell>
      </TextsProvider>
    );
  }
  return (
    <main className="error-page error-page--bare">
      <p className="logo logo--dark">Encore</p>
      <h1>{notFound ? 'Sidan kunde inte hittas' : 'Något gick fel'}</h1>
      <p>{notFound ? 'Sidan du letar efter finns inte.' : 'Ett oväntat fel uppstod. Försök igen om en liten stund.'}</p>
      <a className="button" href="/">
        Till startsidan
      </a>
    </main>
  );
}
