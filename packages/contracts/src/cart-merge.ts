import { z } from 'zod';
import { cartQuerySchema } from './cart.ts';

/** POST /api/cart/merge: the guest cart's lines move into the customer's cart named by cartId (login). */
export const cartMergeQuerySchema = cartQuerySchema.extend({ guestCartId: z.string().min(1, 'guestCartId is required').max(64) }).strict();

/** A line that could not take the whole merged quantity (stock or the per-line maximum). */
export interface CartMergeShortage {
  sku: string;
  wanted: number;
  kept: number;
  message: string;
}

export interface CartMergeReport {
  cartId: string;
  /** Quantities of the lines the merge wrote, by sku. */
  merged: Array<{ sku: string; qty: number }>;
  shortages: CartMergeShortage[];
  /** True when the guest cart had already been merged (a repeated login call changes nothing). */
  alreadyMerged: boolean;
}
