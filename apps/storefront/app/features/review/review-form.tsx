import { Form, useNavigation } from 'react-router';
import { AccountField, FormAlert, SubmitButton } from '#app/features/account/account-field.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { FieldNotes } from '#app/lib/field-notes.tsx';
import { ScriptedMarker } from '#app/lib/scripted-marker.tsx';
import type { ReviewActionData } from './review.server.ts';

const STARS = ['1', '2', '3', '4', '5'] as const;

/** The review: 1 to 5 stars as radio buttons (a keyboard picks them with the arrows), a title, the text and a nickname. */
export function ReviewForm({ data }: { data: ReviewActionData | undefined }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const errors = data?.fieldErrors ?? {};
  return (
    <Form method="post" className="review-form" noValidate aria-label={t('review.title')}>
      <FormAlert text={data?.formError} />
      <ScriptedMarker />
      <fieldset className={`field review-form__stars${errors.rating ? ' field--invalid' : ''}`} aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend>{t('review.rating')}</legend>
        {STARS.map((n) => (
          <label key={n} className="review-form__star">
            <input type="radio" name="rating" value={n} defaultChecked={data?.values?.rating === n} required />
            {t('review.stars', { count: Number(n) })}
          </label>
        ))}
        <FieldNotes id="review-rating" error={errors.rating} />
      </fieldset>
      <AccountField name="title" idPrefix="review" label={t('review.fieldTitle')} defaultValue={data?.values?.title} error={errors.title} />
      <div className={`field${errors.text ? ' field--invalid' : ''}`}>
        <label htmlFor="review-text">{t('review.fieldText')}</label>
        <textarea id="review-text" name="text" className="input" rows={6} required defaultValue={data?.values?.text} aria-invalid={errors.text ? true : undefined} aria-describedby={errors.text ? 'review-text-error' : undefined} />
        <FieldNotes id="review-text" error={errors.text} />
      </div>
      <AccountField name="nickname" idPrefix="review" label={t('review.fieldNickname')} hint={t('review.nicknameHint')} autoComplete="nickname" defaultValue={data?.values?.nickname} error={errors.nickname} />
      <SubmitButton busy={busy} label={t('review.submit')} busyLabel={t('review.busy')} block={false} />
    </Form>
  );
}
