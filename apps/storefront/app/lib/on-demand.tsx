import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the page whose code loads when it is first shown (a panel behind a button), not with
 * every page. Should the code not arrive (the visitor went offline after the page loaded), the part
 * shows nothing and tries again the next time it is shown, rather than failing the whole page.
 * `preload` starts the download early, on a sign that the visitor is about to open it.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Nothing: ComponentType<P> = () => null;
  const make = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch {
        Loaded = make();
        return { default: Nothing };
      }
    });
  let Loaded = make();
  /** `loading` shows while the code is on its way (nothing by default). */
  function OnDemand({ loading = null, ...props }: P & { loading?: ReactNode }) {
    const Part = Loaded;
    return (
      <Suspense fallback={loading}>
        <Part {...(props as P)} />
      </Suspense>
    );
  }
  OnDemand.preload = () => {
    load().catch(() => undefined);
  };
  return OnDemand;
}
