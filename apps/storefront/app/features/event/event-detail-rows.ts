import type { Attribute } from '@encore/contracts';
import { attributeText } from '../compare/compare-table.ts';
import type { EventDetailRow } from './event-details.tsx';

/** Attributes visible on the front make the event page's details; prices have their own block. */
export function eventDetailRows(product: Record<string, unknown>, attributes: readonly Attribute[]): EventDetailRow[] {
  const rows: EventDetailRow[] = [];
  for (const a of attributes) {
    if (!a.is_visible_on_front || a.frontend_input === 'price') continue;
    const value = attributeText(product as Parameters<typeof attributeText>[0], a);
    if (value) rows.push({ code: a.attribute_code, label: a.frontend_label || a.default_frontend_label, value });
  }
  return rows;
}
