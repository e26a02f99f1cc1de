import fc from 'fast-check';
import { garbageValue } from './hostile-values.ts';

/** The parts of a zod 4 schema's definition this walker reads. */
interface SchemaDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  valueType?: Schema;
  left?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
}
export interface Schema {
  _zod: { def: SchemaDef };
}

/** Valid-looking values by field name (real skus, a real cart id, store codes), so requests get past the first checks. */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The schema under optional, default, pipe and similar wrappers. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else break;
  }
  return current;
}

/** The fields of an object schema by name (none for anything else). */
export function fieldsOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const def = unwrap(schema)._zod.def;
  return def.type === 'object' && def.shape ? def.shape : {};
}

export const fieldNames = (schema: Schema | undefined): string[] => Object.keys(fieldsOf(schema));

/** Whether a field may be left out (optional or defaulted). */
export const isOptional = (schema: Schema): boolean => ['optional', 'default', 'prefault'].includes(schema._zod.def.type);

/**
 * Values shaped like `schema`: its real field names, each holding a valid-looking value, a value of
 * the wrong type or outright garbage; fields go missing and unknown ones appear.
 */
export function shapedValue(schema: Schema, hints: FieldHints, name = '', depth = 0): fc.Arbitrary<unknown> {
  const plausible = plausibleValue(unwrap(schema), hints, name, depth);
  return fc.oneof({ weight: 9, arbitrary: plausible }, { weight: 1, arbitrary: garbageValue });
}

function plausibleValue(schema: Schema, hints: FieldHints, name: string, depth: number): fc.Arbitrary<unknown> {
  const hint = hints[name];
  if (hint) return hint;
  const def = schema._zod.def;
  if (depth > 6) return garbageValue;
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const model = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, shapedValue(field, hints, key, depth + 1)]));
      const full = fc.record(model);
      const partial = fc.record(model, { requiredKeys: [] });
      const extra = fc.tuple(full, fc.dictionary(fc.string({ maxLength: 12 }), garbageValue, { maxKeys: 3 })).map(([a, b]) => ({ ...a, ...b }));
      return fc.oneof({ weight: 6, arbitrary: full }, { weight: 1, arbitrary: partial }, { weight: 1, arbitrary: extra });
    }
    case 'array':
      return fc.array(def.element ? shapedValue(def.element, hints, name, depth + 1) : garbageValue, { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => plausibleValue(unwrap(option), hints, name, depth + 1)));
    case 'intersection':
      return def.left ? plausibleValue(unwrap(def.left), hints, name, depth + 1) : garbageValue;
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), def.valueType ? shapedValue(def.valueType, hints, '', depth + 1) : garbageValue, { maxKeys: 4 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'string':
      return fc.string({ maxLength: 24 });
    case 'number':
    case 'bigint':
      return fc.integer({ min: -5, max: 2000 });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
