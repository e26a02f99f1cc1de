import type { Db } from '../../db/create-db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export interface NewReview {
  orderId: number;
  storeCode: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  createdAt: string;
}

/** Stores the order's review; false when the order has one already (the unique order id decides, also between racing posts). */
export async function insertReview(db: Db, r: NewReview): Promise<{ id: number } | false> {
  try {
    const row = await db
      .insertInto('review')
      .values({ order_id: r.orderId, store_code: r.storeCode, rating: r.rating, title: r.title, text: r.text, nickname: r.nickname, created_at: r.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id) };
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
