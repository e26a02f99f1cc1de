/** An order of the customer's history as the account pages show it; amounts are in minor units. */
export interface OrderView {
  id: number;
  number: string;
  status: string;
  createdAt: string;
  currency: string;
  grandTotal: number;
  /** Absent where the API does not tell it (an order looked up by number and e-mail). */
  totalDue?: number;
  /** The totals' parts, where the API tells them (the customer's own history does). */
  parts?: { subtotal: number; shipping: number; discount: number; tax: number };
  items: Array<{ sku: string; name: string; qty: number; rowTotal: number; category?: string | null; seats?: Array<{ row: string | null; seat: string | null }> }>;
}

/** Statuses with a label of their own; a completed order is shown as delivered. Others show as they are. */
const STATUS_LABELS: Record<string, string> = {
  pending: 'account.orders.status.pending',
  processing: 'account.orders.status.processing',
  complete: 'account.orders.status.complete',
};

export function orderStatusLabel(status: string, t: (id: string) => string): string {
  const id = STATUS_LABELS[status];
  return id ? t(id) : status;
}
