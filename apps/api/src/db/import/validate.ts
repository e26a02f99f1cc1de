import type { z } from 'zod';
import {
  attributeSchema,
  catalogueHeaderSchema,
  categorySchema,
  eventSchema,
  packageSchema,
  taxRuleSchema,
  venueSchema,
  type Catalogue,
} from './import-format.ts';

/** Thrown when an import file is invalid; nothing has been written when it is raised. */
export class CatalogueValidationError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    const shown = issues.slice(0, 25);
    const more = issues.length > shown.length ? `\n  … and ${issues.length - shown.length} more` : '';
    super(
      `Catalogue is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}); nothing was imported:\n` +
        shown.map((i) => `  - ${i}`).join('\n') +
        more,
    );
    this.name = 'CatalogueValidationError';
    this.issues = issues;
  }
}

/** `children[1].prices.SEK` from a zod path. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out;
}

function formatIssue(issue: z.core.$ZodIssue): string {
  let message = issue.message;
  if (issue.code === 'invalid_type') {
    const received = /received (\w+)/.exec(issue.message)?.[1];
    message = `Expected ${issue.expected}${received ? `, received ${received}` : ''}`;
  }
  const field = formatPath(issue.path);
  return field ? `${field}: ${message}` : message;
}

type Section = 'venues' | 'categories' | 'attributes' | 'tax_rules' | 'events' | 'packages';

/** `events[12] (sku ABBA-2027)`: how a record is named in error messages. */
export function recordLabel(section: Section, index: number, raw: unknown): string {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const key =
    section === 'events' || section === 'packages'
      ? typeof r.sku === 'string' ? `sku ${r.sku}` : undefined
      : section === 'attributes'
        ? typeof r.attribute_code === 'string' ? `attribute_code ${r.attribute_code}` : undefined
        : typeof r.id === 'number' ? `id ${r.id}` : undefined;
  return `${section}[${index}]${key ? ` (${key})` : ''}`;
}

const sectionSchemas = {
  venues: venueSchema,
  categories: categorySchema,
  attributes: attributeSchema,
  tax_rules: taxRuleSchema,
  events: eventSchema,
  packages: packageSchema,
} as const;

/**
 * Validates a whole catalogue document (shape of every record plus
 * duplicates inside the file) and applies defaults. Throws
 * CatalogueValidationError listing every problem, each naming record and field.
 */
export function parseCatalogue(raw: unknown): Catalogue {
  const header = catalogueHeaderSchema.safeParse(raw);
  if (!header.success) throw new CatalogueValidationError(header.error.issues.map((i) => `document: ${formatIssue(i)}`));

  const issues: string[] = [];
  const out: Record<Section, unknown[]> = { venues: [], categories: [], attributes: [], tax_rules: [], events: [], packages: [] };
  for (const section of Object.keys(sectionSchemas) as Section[]) {
    const schema = sectionSchemas[section];
    header.data[section].forEach((record, index) => {
      const parsed = schema.safeParse(record);
      if (parsed.success) out[section].push(parsed.data);
      else for (const issue of parsed.error.issues) issues.push(`${recordLabel(section, index, record)}: ${formatIssue(issue)}`);
    });
  }
  if (issues.length) throw new CatalogueValidationError(issues);

  const catalogue = out as unknown as Catalogue;
  issues.push(...duplicateIssues(catalogue));
  if (issues.length) throw new CatalogueValidationError(issues);
  return catalogue;
}

function duplicateIssues(c: Catalogue): string[] {
  const issues: string[] = [];
  const unique = <T>(section: Section, records: T[], field: string, keyOf: (r: T) => unknown, labelOf: (r: T, i: number) => string) => {
    const seen = new Map<unknown, number>();
    records.forEach((r, i) => {
      const key = keyOf(r);
      if (key === undefined) return;
      const first = seen.get(key);
      if (first !== undefined) issues.push(`${labelOf(r, i)}: ${field}: duplicate value ${JSON.stringify(key)} (also ${section}[${first}])`);
      else seen.set(key, i);
    });
  };
  const label = (section: Section) => (r: unknown, i: number) => recordLabel(section, i, r);
  unique('venues', c.venues, 'id', (v) => v.id, label('venues'));
  unique('venues', c.venues, 'url_key', (v) => v.url_key, label('venues'));
  unique('categories', c.categories, 'id', (v) => v.id, label('categories'));
  unique('attributes', c.attributes, 'attribute_code', (v) => v.attribute_code, label('attributes'));
  unique('attributes', c.attributes, 'attribute_id', (v) => v.attribute_id, label('attributes'));
  unique('tax_rules', c.tax_rules, 'id', (v) => v.id, label('tax_rules'));
  unique('events', c.events, 'url_key', (v) => v.url_key, label('events'));
  unique('packages', c.packages, 'url_key', (v) => v.url_key, label('packages'));

  c.attributes.forEach((a, i) => {
    const values = new Set<string>();
    const codes = new Set<string>();
    a.options.forEach((o, j) => {
      if (values.has(String(o.value))) issues.push(`${recordLabel('attributes', i, a)}: options[${j}].value: duplicate value ${JSON.stringify(o.value)}`);
      values.add(String(o.value));
      if (o.code !== undefined) {
        if (codes.has(o.code)) issues.push(`${recordLabel('attributes', i, a)}: options[${j}].code: duplicate value ${JSON.stringify(o.code)}`);
        codes.add(o.code);
      }
    });
  });

  // SKUs and ids are unique over events and their ticket children together.
  const skus = new Map<string, string>();
  const ids = new Map<number, string>();
  c.events.forEach((e, i) => {
    const where = recordLabel('events', i, e);
    const claim = (sku: string, id: number | undefined, field: string) => {
      const prevSku = skus.get(sku);
      if (prevSku) issues.push(`${where}: ${field}.sku: duplicate sku ${JSON.stringify(sku)} (also ${prevSku})`);
      else skus.set(sku, `${where} ${field}`.trim());
      if (id !== undefined) {
        const prevId = ids.get(id);
        if (prevId) issues.push(`${where}: ${field}.id: duplicate id ${id} (also ${prevId})`);
        else ids.set(id, `${where} ${field}`.trim());
      }
    };
    claim(e.sku, e.id, '');
    e.children.forEach((ch, j) => claim(ch.sku, ch.id, `children[${j}]`));
  });
  c.packages.forEach((p, i) => {
    const where = recordLabel('packages', i, p);
    if (skus.has(p.sku)) issues.push(`${where}: sku: duplicate sku ${JSON.stringify(p.sku)} (also ${skus.get(p.sku)})`);
    else skus.set(p.sku, where);
    if (p.id !== undefined) {
      if (ids.has(p.id)) issues.push(`${where}: id: duplicate id ${p.id} (also ${ids.get(p.id)})`);
      else ids.set(p.id, where);
    }
    if (c.events.some((e) => e.url_key === p.url_key)) issues.push(`${where}: url_key: ${JSON.stringify(p.url_key)} is used by an event in this file`);
    const codes = new Set<string>();
    p.options.forEach((o, j) => {
      if (codes.has(o.code)) issues.push(`${where}: options[${j}].code: duplicate value ${JSON.stringify(o.code)}`);
      codes.add(o.code);
    });
  });
  for (let k = 0; k < issues.length; k++) issues[k] = issues[k]!.replace(': .sku:', ': sku:').replace(': .id:', ': id:');
  return issues;
}
