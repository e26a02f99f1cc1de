import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from '#app/i18n/catalogues.ts';
import { ignoreCancelledRequests } from '#app/lib/ignore-cancelled-requests.ts';

ignoreCancelledRequests(window);

// The page was rendered with its store's texts; the browser loads the same parts of the catalogue
// (chunks of their own, cached) before hydrating, so the first client render matches the server's.
// Should they not arrive, the page still hydrates: its links and forms work, texts drawn later show
// their ids.
const root = document.documentElement;
void loadCatalogue(root.lang, root.dataset.texts === 'all' ? 'all' : 'browse')
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
