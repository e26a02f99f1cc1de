import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';

/** The page-not-found page (404) and the generic error page (500). */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const t = useT();
  const menu = useRootData()?.menu ?? [];
  return (
    <section className="error-page container">
      <p className="error-page__code" aria-hidden="true">
        {notFound ? '404' : '500'}
      </p>
      <h1>{t(notFound ? 'notFound.title' : 'error.title')}</h1>
      <p className="error-page__text">{t(notFound ? 'notFound.text' : 'error.text')}</p>
      <p>
        <Link to="/" className="button">
          {t(notFound ? 'notFound.home' : 'error.home')}
        </Link>
      </p>
      {notFound && menu.length > 0 && (
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
