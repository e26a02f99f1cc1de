import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * A change marker on every inventory row and hold timer, set by a trigger in the writer's own
 * statement (so every writer, present or future, keeps it), so the catalogue reads only the rows that
 * changed since its last look through an index instead of aggregating the whole inventory.
 * SQLite has one writer at a time: the next number is the table's highest plus one, so numbers rise
 * in commit order. On PostgreSQL the marker is the writing transaction's id: the row it sits on is
 * already locked by the write, no shared counter row is touched, and a reader knows every transaction
 * below its snapshot's lowest running id has finished (see modules/catalog/stock-changes.repo.ts).
 */
const STOCK_COLUMNS = 'qty, sold, held, manage_stock, min_sale_qty, max_sale_qty';

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['inventory', 'hold_timer']) {
    await db.schema.alterTable(table).addColumn('stock_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex(`${table}_stock_version`).on(table).column('stock_version').execute();
  }
  if (isPostgres(db)) {
    await sql`create function encore_stock_version() returns trigger language plpgsql as $$
      begin new.stock_version := pg_current_xact_id()::text::bigint; return new; end $$`.execute(db);
    await sql.raw(`create trigger inventory_stock_version before insert or update of ${STOCK_COLUMNS} on inventory
      for each row execute function encore_stock_version()`).execute(db);
    await sql`create trigger hold_timer_stock_version before insert or update of expires_at on hold_timer
      for each row execute function encore_stock_version()`.execute(db);
    return;
  }
  const bump = (table: string, key: string) =>
    `begin update ${table} set stock_version = (select coalesce(max(stock_version), 0) + 1 from ${table}) where ${key} = new.${key}; end`;
  await sql.raw(`create trigger inventory_stock_version_insert after insert on inventory for each row ${bump('inventory', 'product_id')}`).execute(db);
  await sql.raw(`create trigger inventory_stock_version_update after update of ${STOCK_COLUMNS} on inventory for each row ${bump('inventory', 'product_id')}`).execute(db);
  await sql.raw(`create trigger hold_timer_stock_version_insert after insert on hold_timer for each row ${bump('hold_timer', 'cart_id')}`).execute(db);
  await sql.raw(`create trigger hold_timer_stock_version_update after update of expires_at on hold_timer for each row ${bump('hold_timer', 'cart_id')}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists inventory_stock_version on inventory`.execute(db);
    await sql`drop trigger if exists hold_timer_stock_version on hold_timer`.execute(db);
    await sql`drop function if exists encore_stock_version()`.execute(db);
  } else {
    for (const t of ['inventory_stock_version_insert', 'inventory_stock_version_update', 'hold_timer_stock_version_insert', 'hold_timer_stock_version_update']) {
      await sql.raw(`drop trigger if exists ${t}`).execute(db);
    }
  }
  for (const table of ['inventory', 'hold_timer']) {
    await db.schema.dropIndex(`${table}_stock_version`).execute();
    await db.schema.alterTable(table).dropColumn('stock_version').execute();
  }
}
