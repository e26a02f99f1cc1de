import { fnv1a32 } from '@encore/domain';

/** JSON with object keys sorted, so equal requests give equal text whatever the key order. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** Search results are cached by a hash of the request (FNV-1a, 32 bit, hex). */
export function requestHash(request: unknown): string {
  return fnv1a32(stableStringify(request)).toString(16).padStart(8, '0');
}
