import type { HoldTime, StockItem } from '@encore/contracts';
import { apiCall, type ApiResult } from '#app/lib/api.server.ts';

const TIMER = '/api/ext/reservation-timer';

export const getHoldTime = (cartId: string): Promise<ApiResult<HoldTime>> => apiCall<HoldTime>(`${TIMER}/get-reservation-time`, { query: { quoteId: cartId } });
export const extendHoldTime = (cartId: string): Promise<ApiResult<HoldTime>> => apiCall<HoldTime>(`${TIMER}/extend`, { method: 'POST', query: { quoteId: cartId }, body: {} });
export const clearServerCart = (cartId: string): Promise<ApiResult<boolean>> => apiCall<boolean>('/api/cart/clear', { method: 'POST', query: { cartId }, body: {} });
export const applyCoupon = (cartId: string, coupon: string): Promise<ApiResult<boolean>> => apiCall<boolean>('/api/cart/apply-coupon', { method: 'POST', query: { cartId, coupon }, body: {} });
export const deleteCoupon = (cartId: string): Promise<ApiResult<boolean>> => apiCall<boolean>('/api/cart/delete-coupon', { method: 'POST', query: { cartId }, body: {} });
export const checkStock = (sku: string): Promise<ApiResult<StockItem>> => apiCall<StockItem>('/api/stock/check', { query: { sku } });
