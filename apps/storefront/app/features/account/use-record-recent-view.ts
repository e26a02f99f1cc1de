import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStoreView } from '#app/lib/root-data.ts';
import { stripStorePrefix } from '#app/lib/store-path.ts';
import { recordRecentView } from './recently-viewed.ts';

/** Notes in the browser that the visitor opened this event (for the account's "recently viewed"). */
export function useRecordRecentView(sku: string, name: string) {
  const { pathname } = useLocation();
  const { urlPrefix } = useStoreView();
  useEffect(() => {
    recordRecentView({ sku, name, path: stripStorePrefix(pathname, urlPrefix ? [urlPrefix] : []), viewedAt: new Date().toISOString() });
  }, [sku, name, pathname, urlPrefix]);
}
