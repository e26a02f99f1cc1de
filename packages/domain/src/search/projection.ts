/** Which fields of a document an answer carries: dotted paths to keep (all when none) and to drop. */
export interface SourceFilter {
  include?: string[] | undefined;
  exclude?: string[] | undefined;
}

// Paths come from the request: only a document's own fields are read or dropped, never what every
// object inherits ('constructor', '__proto__').
function pickPath(src: unknown, path: string[], dst: Record<string, unknown>): void {
  if (src === null || typeof src !== 'object') return;
  const [head, ...rest] = path;
  if (!Object.hasOwn(src, head!)) return;
  const value = (src as Record<string, unknown>)[head!];
  if (value === undefined) return;
  if (rest.length === 0 || value === null || typeof value !== 'object') {
    dst[head!] = value;
    return;
  }
  // Already taken whole by another path: nothing to add, and the document's own objects stay untouched.
  if (dst[head!] === value) return;
  if (Array.isArray(value)) {
    // As Elasticsearch's source filtering does: a path through an array of objects picks in each element.
    const picked = Array.isArray(dst[head!]) ? (dst[head!] as unknown[]) : value.map((el) => (isPlainObject(el) ? {} : el));
    dst[head!] = picked;
    value.forEach((el, i) => {
      if (isPlainObject(el)) pickPath(el, rest, picked[i] as Record<string, unknown>);
    });
    return;
  }
  const child = (dst[head!] as Record<string, unknown> | undefined) ?? {};
  dst[head!] = child;
  pickPath(value, rest, child);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function dropPath(obj: Record<string, unknown>, path: string[]): void {
  const [head, ...rest] = path;
  if (!Object.hasOwn(obj, head!)) return;
  if (rest.length === 0) {
    delete obj[head!];
    return;
  }
  const value = obj[head!];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const copy = { ...(value as Record<string, unknown>) };
    obj[head!] = copy;
    dropPath(copy, rest);
  }
}

/** A document with only the fields `_source_include` names (dotted paths), less those `_source_exclude` names; `*` excludes everything. */
export function project(doc: object, source: SourceFilter): Record<string, unknown> {
  let out: Record<string, unknown>;
  if (source.include?.length) {
    out = {};
    for (const p of source.include) pickPath(doc, p.split('.'), out);
  } else {
    out = { ...(doc as Record<string, unknown>) };
  }
  if (source.exclude?.includes('*')) return {};
  for (const p of source.exclude ?? []) dropPath(out, p.split('.'));
  return out;
}
