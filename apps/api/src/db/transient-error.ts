/**
 * Errors after which the same request, sent again a moment later, can succeed: SQLite's single writer
 * stayed busy past the busy timeout (a long import holds it), PostgreSQL chose this transaction as a
 * deadlock's victim, refused it a serialisable order, or gave up waiting for a lock. The transaction
 * was rolled back whole, so nothing is half-written.
 */
const TRANSIENT_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED', '40001', '40P01', '55P03']);

export function isTransientDbError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}
