import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data.server.ts';
import type { ClientStoreView } from './store-view.ts';
import { DEFAULT_CLIENT_STORE_VIEW } from './default-store-view.ts';

export type { RootData };

/** Root loader data, or undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root') ?? undefined;
}

export function useStoreView(): ClientStoreView {
  return useRootData()?.storeView ?? DEFAULT_CLIENT_STORE_VIEW;
}
