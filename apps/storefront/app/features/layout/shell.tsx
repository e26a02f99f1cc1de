import type { ReactNode } from 'react';
import { AuthDialog } from '#app/features/account/auth-dialog.tsx';
import { SessionEndWatcher } from '#app/features/account/session-end-watcher.tsx';
import { MicrocartOnDemand } from '#app/features/cart/microcart-on-demand.tsx';
import { CartWatchers } from '#app/features/cart/cart-watchers.tsx';
import { Notifications } from './notifications.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useT } from '#app/i18n/use-t.ts';

/** Page chrome shared by pages and error boundaries. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <MicrocartOnDemand />
      <Notifications />
      <CartWatchers />
      <AuthDialog />
      <SessionEndWatcher />
    </>
  );
}
