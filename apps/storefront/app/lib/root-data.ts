import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '#app/root.tsx';
import type { ClientStoreView } from './store-view.ts';
import { DEFAULT_CLIENT_STORE_VIEW } from './default-store-view.ts';

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** Root loader data, or undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>('root') ?? undefined;
}

export function useStoreView(): ClientStoreView {
  return useRootData()?.storeView ?? DEFAULT_CLIENT_STORE_VIEW;
}
