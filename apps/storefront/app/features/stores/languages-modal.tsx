import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useLocation, useMatches } from "react-router";
import { useT } from "#app/i18n/use-t.ts";
import { useStoreView } from "#app/lib/root-data.ts";
import type { SeoAlternate } from "#app/lib/seo.ts";
import { STORE_CHOICES, switchTarget } from "./store-choices.ts";

/** hreflang alternates of the deepest route that lists them (loader `seo.alternates`). */
function usePageAlternates(): SeoAlternate[] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const alternates = (
      matches[i]?.data as { seo?: { alternates?: SeoAlternate[] } } | undefined
    )?.seo?.alternates;
    if (alternates) return alternates;
  }
  return undefined;
}

/**
 * Header button and languages modal: switches store view (language and
 * currency), keeping the current page where it has a counterpart. A native
 * <dialog> gives focus containment, Escape and the backdrop.
 */
export function LanguagesButton() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const current = useStoreView();
  const { pathname, search } = useLocation();
  const alternates = usePageAlternates();
  const active =
    STORE_CHOICES.find((c) => c.storeCode === current.storeCode) ??
    STORE_CHOICES[0]!;
  // The dialog's contents exist only while it is open: a closed dialog's heading would otherwise
  // come before the page's h1 in the document outline.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open)
      dialog.current.showModal();
  }, [open]);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className="languages-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="languages-button"
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
        <span aria-hidden="true">{active.short}</span>
        <span className="visually-hidden">
          {t("stores.open", { language: active.language })}
        </span>
      </button>
      <dialog
        ref={dialog}
        className="languages-modal"
        aria-labelledby="languages-title"
        onClose={() => setOpen(false)}
        onClick={(e) => {
          // A click on the backdrop lands on the dialog element itself.
          if (e.target === e.currentTarget) close();
        }}
      >
        {open && (
          <div className="languages-modal__body">
            <div className="languages-modal__head">
              <h2 id="languages-title">{t("stores.title")}</h2>
              <button
                type="button"
                className="languages-modal__close"
                onClick={close}
                aria-label={t("stores.close")}
              >
                ×
              </button>
            </div>
            <ul className="languages-modal__list">
              {STORE_CHOICES.map((choice) => {
                const isCurrent = choice.storeCode === current.storeCode;
                return (
                  <li key={choice.storeCode}>
                    <RouterLink
                      to={
                        isCurrent
                          ? pathname + search
                          : switchTarget(choice, pathname, search, alternates)
                      }
                      lang={choice.locale}
                      hrefLang={choice.locale}
                      aria-current={isCurrent ? "true" : undefined}
                      className="languages-modal__choice"
                      onClick={close}
                    >
                      <span className="languages-modal__language">
                        {choice.language}
                      </span>
                      <span className="languages-modal__currency">
                        {t("stores.currency", {
                          currency: choice.currencyCode,
                        })}
                      </span>
                    </RouterLink>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </dialog>
    </>
  );
}
