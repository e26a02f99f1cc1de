import { loadCatalogue } from '#app/i18n/catalogues.ts';
import { onDemand } from '#app/lib/on-demand.tsx';

/**
 * The sign-in forms, as their own chunk for every page that shows them: the header's dialog loads
 * them when it first opens (most visitors never sign in), and the sign-in and account pages, which
 * the server renders with the forms in place, load them as the page starts (preloadAuthPanel). In the
 * browser the forms' texts, in the order part of the catalogue, come with the code.
 */
export const AuthPanelOnDemand = onDemand(async () => {
  const [forms] = await Promise.all([import('./auth-panel.tsx'), typeof document === 'undefined' ? undefined : loadCatalogue(document.documentElement.lang, 'all')]);
  return forms.AuthPanel;
});

/** The forms as the sign-in and account pages render them: in place, so a browser without scripts shows them too. */
export const AuthPanelInPlace = AuthPanelOnDemand.InPlace;

export const preloadAuthPanel = AuthPanelOnDemand.preload;
