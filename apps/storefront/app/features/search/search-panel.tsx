import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { onDemand } from '#app/lib/on-demand.tsx';

// The overlay's code (and the catalogue client it brings) loads when the panel first opens, not with every page.
const SearchDialog = onDemand(() => import('./search-dialog.tsx').then((m) => m.SearchDialog));

/**
 * Header search: a link to the results page without JavaScript; with it, an
 * overlay dialog that suggests events as the visitor types.
 */
export function SearchPanel() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const { pathname, search } = useLocation();

  // Any navigation (a suggestion, the results page) closes the panel.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <>
      <Link
        ref={opener}
        to="/search"
        className="search-button"
        // Its name where the wide header shows only the icon (layout.css); the same words as the label beside it elsewhere.
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={SearchDialog.preload}
        onFocus={SearchDialog.preload}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="search-button__label">{t('search.open')}</span>
      </Link>
      {open && (
        <SearchDialog
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
