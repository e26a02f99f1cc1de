import type { Attribute } from '@encore/contracts';

export interface CompareRow {
  code: string;
  label: string;
  /** One cell per event, in list order; '' when the event has no value. */
  values: string[];
}

type Doc = Record<string, unknown> & { configurable_children?: Array<Record<string, unknown>> };

function optionLabel(attribute: Attribute, value: unknown): string {
  const text = String(value);
  return attribute.options.find((o) => o.value === text)?.label ?? text;
}

function distinct(values: string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))];
}

/** One event's value of an attribute as text: options by label, lists joined, child values (ticket categories) gathered. */
export function attributeText(product: Doc, attribute: Attribute): string {
  const raw = product[attribute.attribute_code];
  if (Array.isArray(raw)) {
    return distinct(raw.map((v) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : optionLabel(attribute, v)))).join(', ');
  }
  if (raw !== undefined && raw !== null && raw !== '') return optionLabel(attribute, raw);
  const children = product.configurable_children ?? [];
  const fromChildren = children.map((c) => (c[attribute.attribute_code] === undefined ? '' : optionLabel(attribute, c[attribute.attribute_code])));
  return distinct(fromChildren).join(', ');
}

/**
 * Events are compared by their comparable attributes (is_comparable),
 * in attribute order; an attribute none of the events has is left out.
 */
export function compareRows(products: Doc[], attributes: Attribute[]): CompareRow[] {
  const rows: CompareRow[] = [];
  for (const a of attributes) {
    if (!a.is_comparable) continue;
    const values = products.map((p) => attributeText(p, a));
    if (values.every((v) => v === '')) continue;
    rows.push({ code: a.attribute_code, label: a.frontend_label || a.default_frontend_label, values });
  }
  return rows;
}
