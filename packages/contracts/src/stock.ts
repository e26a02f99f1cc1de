import { z } from 'zod';

export const stockCheckQuerySchema = z.object({ sku: z.string().min(1, 'sku parameter is required').max(64), storeCode: z.string().max(20).optional() }).strict();
export const stockListQuerySchema = z
  .object({
    skus: z
      .string()
      .min(1, 'skus parameter is required')
      .max(4000)
      .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
      .refine((a) => a.length > 0 && a.length <= 200, 'skus must list 1 to 200 skus'),
    storeCode: z.string().max(20).optional(),
  })
  .strict();

/** Stock item; `qty` is what can still be sold now (stock minus sold minus active holds). */
export interface StockItem {
  item_id: number;
  product_id: number;
  sku: string;
  stock_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}
