/** Which fields of a document an answer carries: dotted paths to keep (all when none) and to drop. */
export interface SourceFilter {
  include?: string[] | undefined;
  exclude?: string[] | undefined;
}

/**
 * The include paths as a tree: each name once per level, in the order the paths first name it. A name
 * some path ends at is taken `whole`, whatever other paths ask below it. Levels are arrays, not maps:
 * walking a map hands out an entry array per name, and for the 21 fields of a card those were most of
 * what a projection allocated.
 */
interface PathNode {
  readonly name: string;
  readonly whole: boolean;
  readonly below: PathNode[];
}

function pathTree(paths: readonly string[]): PathNode[] {
  // Built through maps: a request may name up to a thousand paths, and finding each name in an array would take their square.
  interface Building {
    whole: boolean;
    readonly below: Map<string, Building>;
  }
  const root = new Map<string, Building>();
  for (const path of paths) {
    let level = root;
    const names = path.split('.');
    names.forEach((name, i) => {
      let node = level.get(name);
      if (!node) {
        node = { whole: false, below: new Map() };
        level.set(name, node);
      }
      if (i === names.length - 1) node.whole = true;
      level = node.below;
    });
  }
  const levelOf = (level: Map<string, Building>): PathNode[] => [...level].map(([name, node]) => ({ name, whole: node.whole, below: levelOf(node.below) }));
  return levelOf(root);
}

// Paths come from the request: only a document's own fields are read, never what every object
// inherits ('constructor', '__proto__').
function pick(src: Record<string, unknown>, level: readonly PathNode[], dst: Record<string, unknown>): void {
  for (let i = 0; i < level.length; i++) {
    const node = level[i]!;
    const name = node.name;
    // A document parsed from JSON may own a '__proto__' key; written to the answer it would set the
    // answer object's prototype instead of a field.
    if (name === '__proto__' || !Object.hasOwn(src, name)) continue;
    const value = src[name];
    if (value === undefined) continue;
    if (node.whole || value === null || typeof value !== 'object') {
      dst[name] = value;
    } else if (Array.isArray(value)) {
      // As Elasticsearch's source filtering does: a path through an array of objects picks in each element.
      const picked = new Array<unknown>(value.length);
      for (let k = 0; k < value.length; k++) {
        const el: unknown = value[k];
        if (isPlainObject(el)) {
          const part: Record<string, unknown> = {};
          pick(el, node.below, part);
          picked[k] = part;
        } else {
          picked[k] = el;
        }
      }
      dst[name] = picked;
    } else {
      const child: Record<string, unknown> = {};
      dst[name] = child;
      pick(value as Record<string, unknown>, node.below, child);
    }
  }
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

/**
 * The projection of a source filter, its paths read once: a listing projects every document it shows
 * with the same filter, and splitting and walking each path again for every document was most of the
 * time a catalogue answer took to write a card (ADR 0073).
 */
export function projector(source: SourceFilter): (doc: object) => Record<string, unknown> {
  const include = source.include?.length ? pathTree(source.include) : undefined;
  const excludeAll = source.exclude?.includes('*') ?? false;
  const exclude = (source.exclude ?? []).map((p) => p.split('.'));
  return (doc) => {
    if (excludeAll) return {};
    let out: Record<string, unknown>;
    if (include) {
      out = {};
      pick(doc as Record<string, unknown>, include, out);
    } else {
      out = { ...(doc as Record<string, unknown>) };
    }
    for (const path of exclude) dropPath(out, path);
    return out;
  };
}

/** A document with only the fields `_source_include` names (dotted paths), less those `_source_exclude` names; `*` excludes everything. */
export function project(doc: object, source: SourceFilter): Record<string, unknown> {
  return projector(source)(doc);
}
