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
  if (rest.length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) {
    dst[head!] = value;
    return;
  }
  const child = (dst[head!] as Record<string, unknown> | undefined) ?? {};
  dst[head!] = child;
  pickPath(value, rest, child);
}

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
