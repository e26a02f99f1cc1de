import { useLocation } from 'react-router';
import { Link } from '#app/lib/link.tsx';
import { AccountTexts } from './account-texts.ts';

/** The shop's confirmation after a save, with OK to put it away (a link, so it works without scripts). */
export function SavedNotice({ text }: { text: string }) {
  const { pathname } = useLocation();
  return (
    <div className="account-notice" role="status" data-testid="account-saved">
      <span>{text}</span>
      <Link to={pathname} replace preventScrollReset className="button button--small">
        {AccountTexts.ok}
      </Link>
    </div>
  );
}
