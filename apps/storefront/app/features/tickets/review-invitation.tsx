import { useT } from '#app/i18n/use-t.ts';

/** The invitation to review the purchase: a link to the review service the API names. */
export function ReviewInvitation({ url }: { url: string }) {
  const t = useT();
  return (
    <section className="review-invitation" aria-labelledby="review-invitation-title">
      <h2 id="review-invitation-title">{t('tickets.review.title')}</h2>
      <p>{t('tickets.review.text')}</p>
      <a href={url} data-testid="review-invitation">
        {t('tickets.review.link')}
      </a>
    </section>
  );
}
