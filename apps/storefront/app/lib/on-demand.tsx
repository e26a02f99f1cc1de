import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the page whose code loads when it is first shown (a panel behind a button), not with
 * every page. Should the code not arrive (the visitor went offline after the page loaded), the part
 * shows nothing and tries again the next time it is shown, rather than failing the whole page.
 * `preload` starts the download early, on a sign that the visitor is about to open it.
 *
 * The server loads every part as it starts, so what it renders never waits for code; once loaded
 * in the browser, too, a part renders at once. `InPlace` is the part for pages the server renders
 * it into.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Nothing: ComponentType<P> = () => null;
  let ready: ComponentType<P> | undefined;
  const fetchPart = () =>
    load().then((part) => {
      ready = part;
      return part;
    });
  const make = () =>
    lazy(async () => {
      try {
        return { default: await fetchPart() };
      } catch {
        Loaded = make();
        return { default: Nothing };
      }
    });
  let Loaded = make();
  const preload = () => {
    fetchPart().catch(() => undefined);
  };
  if (typeof document === 'undefined') preload();

  /**
   * The part in place, without a boundary of its own: for a part the server renders into the page.
   * React may send a boundary's content as a separate piece of the stream that a script moves into
   * place (it does so for larger boundaries even when their content is ready), which a browser
   * without scripts never shows. Here the server has the code at hand and renders the part inline;
   * in the browser, hydration (or the navigation) waits the moment the code takes to arrive.
   */
  function InPlace(props: P) {
    const Part = ready ?? Loaded;
    return <Part {...props} />;
  }

  /** `loading` shows while the code is on its way (nothing by default). */
  function OnDemand({ loading = null, ...props }: P & { loading?: ReactNode }) {
    return (
      <Suspense fallback={loading}>
        <InPlace {...(props as P)} />
      </Suspense>
    );
  }
  OnDemand.InPlace = InPlace;
  OnDemand.preload = preload;
  return OnDemand;
}
