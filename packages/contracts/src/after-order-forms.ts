import { z } from 'zod';

/**
 * The storefront's forms after an order (`/success`, `/order-tracking`, `/review/:token`, `/check-in`):
 * posted fields are bounded text here; the field rules then judge each one with its own message.
 */
const formText = (max: number) => z.string().max(max, `Must be at most ${max} characters`).default('');
const js = z.literal('1', 'Must be 1').optional();

/** An order opened by its number and the buyer's e-mail (the order-tracking page, and the success page's ticket form). */
export const orderAccessFormSchema = z.object({ orderNumber: formText(32), email: formText(254), js }).strict();

/** The review form of `/review/:token`: the rating arrives as the chosen radio's value. */
export const reviewFormSchema = z.object({ rating: formText(1), title: formText(200), text: formText(4000), nickname: formText(100), js }).strict();

/** The door's check-in page: staff sign in with their token, check codes in, and sign out. */
export const checkInFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('sign-in'), staffToken: formText(500), js }).strict(),
  z.object({ intent: z.literal('check'), code: formText(1000), js }).strict(),
  z.object({ intent: z.literal('sign-out') }).strict(),
]);
