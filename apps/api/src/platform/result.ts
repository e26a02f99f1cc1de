/**
 * Expected business failures travel as values; routes map their
 * `errorCode` to an HTTP status. Only unexpected faults throw.
 */
export interface Failure {
  errorCode: string;
  message: string;
  field?: string;
  /** Tickets that could be had right now, with not_enough_tickets. */
  available?: number;
  /** When a ticket was admitted, with ticket_already_used. */
  checkedInAt?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: Failure };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(errorCode: string, message: string, field?: string): Result<T> {
  return { ok: false, error: field ? { errorCode, message, field } : { errorCode, message } };
}
