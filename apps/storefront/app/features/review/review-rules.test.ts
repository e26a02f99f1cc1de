import { describe, expect, it } from 'vitest';
import { validateReview } from './review-rules.ts';

const good = { rating: '4', title: 'Fin kväll', text: 'Bra ljud.', nickname: 'Anna' };

describe('validateReview', () => {
  it('accepts a rating of 1 to 5 with title, text and nickname', () => {
    for (const rating of ['1', '5']) expect(validateReview({ ...good, rating })).toEqual({});
  });

  it('names each wrong field: a rating outside 1-5, empty or too long texts', () => {
    expect(validateReview({ rating: '0', title: ' ', text: 'x'.repeat(2001), nickname: 'n'.repeat(51) })).toEqual({
      rating: 'review.error.rating',
      title: 'review.error.titleRequired',
      text: 'review.error.textTooLong',
      nickname: 'review.error.nicknameTooLong',
    });
    expect(validateReview({ ...good, rating: '' }).rating).toBe('review.error.rating');
    expect(validateReview({ ...good, rating: '45' }).rating).toBe('review.error.rating');
  });
});
