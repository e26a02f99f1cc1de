import { isRouteErrorResponse, useLocation } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';

export type ErrorKind = 'not-found' | 'unavailable' | 'error';

/** What an error boundary shows: page not found (404), shop unavailable (503, the API is down) or a fault of ours. */
export function errorKind(error: unknown): ErrorKind {
  if (!isRouteErrorResponse(error)) return 'error';
  if (error.status === 404) return 'not-found';
  return error.status === 503 ? 'unavailable' : 'error';
}

const TEXTS = {
  'not-found': { code: '404', title: 'notFound.title', text: 'notFound.text', link: 'notFound.home' },
  unavailable: { code: '503', title: 'layout.unavailable.title', text: 'layout.unavailable.text', link: 'layout.unavailable.retry' },
  error: { code: '500', title: 'error.title', text: 'error.text', link: 'error.home' },
} as const;

/** The page-not-found page (404), the shop-unavailable page (503) and the generic error page (500). */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const menu = useRootData()?.menu ?? [];
  const texts = TEXTS[kind];
  return (
    <section className="error-page container">
      <p className="error-page__code" aria-hidden="true">
        {texts.code}
      </p>
      <h1>{t(texts.title)}</h1>
      <p className="error-page__text" data-testid="error-text">
        {t(texts.text)}
      </p>
      <p>
        {/* Trying again is loading the same address once more (it already carries its store prefix). */}
        {kind === 'unavailable' ? (
          <a href={`${pathname}${search}`} className="button">
            {t(texts.link)}
          </a>
        ) : (
          <Link to="/" className="button">
            {t(texts.link)}
          </Link>
        )}
      </p>
      {kind === 'not-found' && menu.length > 0 && (
        <ul className="chip-list">
          {menu.map((c) => (
            <li key={c.id}>
              <Link to={c.path} className="chip">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
