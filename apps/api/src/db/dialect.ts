import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment integer primary key: `serial` on PostgreSQL, `integer autoincrement` on SQLite. */
export function autoIdColumn<T extends string>(db: Kysely<any>, builder: CreateTableBuilder<T, never>, name: string): CreateTableBuilder<T, any> {
  return isPostgres(db)
    ? builder.addColumn(name, 'serial', (c) => c.primaryKey())
    : builder.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}
