import { REVIEW_LIMITS } from '@encore/contracts';

export type ReviewField = 'rating' | 'title' | 'text' | 'nickname';
/** Field errors of the review form, as message ids of the catalogue. */
export type ReviewErrors = Partial<Record<ReviewField, string>>;
export interface ReviewValues {
  rating: string;
  title: string;
  text: string;
  nickname: string;
}

/** A rating of 1 to 5 stars; title, text and nickname filled in and within the API's limits. */
export function validateReview(v: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!/^[1-5]$/.test(v.rating)) errors.rating = 'review.error.rating';
  for (const field of ['title', 'text', 'nickname'] as const) {
    const value = v[field].trim();
    if (!value) errors[field] = `review.error.${field}Required`;
    else if (value.length > REVIEW_LIMITS[field]) errors[field] = `review.error.${field}TooLong`;
  }
  return errors;
}
