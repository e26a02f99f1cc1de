/** What the door sees after a scan: admitted, already used (and when), or invalid (and why). */
export type CheckInOutcome =
  | { kind: 'admitted'; holderName: string; orderNumber: string; checkedInAt: string }
  | { kind: 'used'; checkedInAt: string }
  | { kind: 'invalid'; reason: 'code' | 'unknown' | 'order' | 'notReleased' };

/** The check-in call's answer, as the door reads it. */
export function readCheckIn(status: number, result: unknown): CheckInOutcome | undefined {
  const r = (result ?? {}) as { errorCode?: string; checkedInAt?: string; holderName?: string; orderNumber?: string };
  if (status === 200 && r.checkedInAt) return { kind: 'admitted', holderName: r.holderName ?? '', orderNumber: r.orderNumber ?? '', checkedInAt: r.checkedInAt };
  if (r.errorCode === 'ticket_already_used' && r.checkedInAt) return { kind: 'used', checkedInAt: r.checkedInAt };
  if (r.errorCode === 'invalid_ticket_code' || (status === 400 && r.errorCode === 'validation_error')) return { kind: 'invalid', reason: 'code' };
  if (status === 404) return { kind: 'invalid', reason: 'unknown' };
  if (r.errorCode === 'order_not_valid') return { kind: 'invalid', reason: 'order' };
  if (r.errorCode === 'tickets_not_released') return { kind: 'invalid', reason: 'notReleased' };
  return undefined;
}
