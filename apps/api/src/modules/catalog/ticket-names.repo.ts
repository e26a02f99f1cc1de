import type { Db } from '../../db/create-db.ts';

/** Rows read per query: the texts of a page are dropped before the next one is read. */
const PAGE = 20_000;

/**
 * Every ticket category's name in one translated store view, by ticket id, read when that store view's
 * index is built. The translations are not kept with the loaded catalogue (ADR 0071): the default store
 * view, which most shoppers use, never reads them. Only rows whose text names the store code are read,
 * a page of ids at a time, so the texts never all sit in memory at once.
 */
export async function loadTicketNames(db: Db, storeCode: string, pageSize = PAGE): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  // `_` matches any character in LIKE: a superset of the rows, each checked by parsing.
  const pattern = `%${JSON.stringify(storeCode)}%`;
  // The first page has no lower bound: PostgreSQL refuses a number beyond its integer column as one.
  let after: number | undefined;
  for (;;) {
    const rows = await db
      .selectFrom('product')
      .select(['id', 'i18n_json'])
      .where('parent_id', 'is not', null)
      .$if(after !== undefined, (q) => q.where('id', '>', after!))
      .where('i18n_json', 'like', pattern)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      const name = translatedName(row.i18n_json, storeCode);
      if (name) names.set(row.id, name);
    }
    if (rows.length < pageSize) return names;
    after = rows[rows.length - 1]!.id;
  }
}

/** The name in a translations column for one store view; undefined when it has none or the text is unreadable. */
function translatedName(json: string | null, storeCode: string): string | undefined {
  if (!json) return undefined;
  try {
    const name: unknown = (JSON.parse(json) as Record<string, { name?: unknown } | undefined>)?.[storeCode]?.name;
    return typeof name === 'string' && name ? name : undefined;
  } catch {
    return undefined;
  }
}
