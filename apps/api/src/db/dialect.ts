import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** Any Kysely instance or transaction, whatever its schema type. */
type Executes = Pick<Kysely<unknown>, 'getExecutor'>;

export function isPostgres(db: Executes): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment integer primary key: `serial` on PostgreSQL, `integer autoincrement` on SQLite. */
export function autoIdColumn<T extends string, N extends string>(db: Executes, builder: CreateTableBuilder<T, never>, name: N): CreateTableBuilder<T, N> {
  return isPostgres(db)
    ? builder.addColumn(name, 'serial', (c) => c.primaryKey())
    : builder.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}
