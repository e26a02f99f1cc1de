import { fnv1a32 } from '@encore/domain';

/**
 * A product's translations column as a 32-bit signed integer: 0 without translations, never 0 with
 * them. The import stores it beside the column (migration 0026); a catalogue rebuild keeps it instead
 * of a ticket category's translated names, which it reads only for a translated store view (ADR 0071).
 */
export function translationsHash(json: string | null): number {
  if (!json || json === '{}') return 0;
  return fnv1a32(json) | 0 || 1;
}

/** A product row's translations column, as JSON, with its hash beside it. */
export function translationColumns(translations: unknown): { i18n_json: string; i18n_hash: number } {
  const i18n_json = JSON.stringify(translations);
  return { i18n_json, i18n_hash: translationsHash(i18n_json) };
}
