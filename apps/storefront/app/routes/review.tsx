import { data } from 'react-router';
import type { Route } from './+types/review';
import { ReviewForm } from '#app/features/review/review-form.tsx';
import { submitReview, type ReviewActionData } from '#app/features/review/review.server.ts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { privatePageMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

export function loader({ request }: Route.LoaderArgs) {
  const intl = serverIntl(resolveStoreView(request).i18n.defaultLocale);
  return { seo: { title: intl.formatMessage({ id: 'meta.review.title' }) } };
}

/** The invitation's token is the page's address; the API checks it when the review is posted. */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await orUnavailable(() => submitReview(request, resolveStoreView(request), params.token));
  return data<ReviewActionData>(outcome.data, { status: outcome.status });
}

export default function Review({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container review-page">
      <h1 className="page-title">{t('review.title')}</h1>
      {actionData?.saved ? (
        <div className="panel" role="status">
          <p data-testid="review-thanks">{t('review.thanks')}</p>
          <Link to="/" className="button button--primary">
            {t('review.continue')}
          </Link>
        </div>
      ) : (
        <section className="panel">
          <p>{t('review.intro')}</p>
          <ReviewForm data={actionData} />
        </section>
      )}
    </div>
  );
}
