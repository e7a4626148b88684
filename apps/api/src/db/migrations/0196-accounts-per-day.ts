import { type Kysely, sql } from 'kysely';

// The accounts list pages newest first, and a page by offset walked every account before it:
// 150,000 index entries for an admin 3,000 pages deep, about 10 ms of a core for each request. The
// number of accounts (not guests) created on each UTC day, kept by triggers in the changing
// transaction, lets a deep page start at the day that holds its first row and walk only that day.
const statements = [
  sql`CREATE TABLE accounts_per_day (
    day date PRIMARY KEY,
    accounts integer NOT NULL
  )`,
  sql`INSERT INTO accounts_per_day (day, accounts)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users WHERE NOT guest GROUP BY 1`,
  sql`CREATE FUNCTION accounts_per_day_add(at timestamptz, change integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO accounts_per_day (day, accounts) VALUES ((at AT TIME ZONE 'UTC')::date, change)
    ON CONFLICT (day) DO UPDATE SET accounts = accounts_per_day.accounts + EXCLUDED.accounts
  $$`,
  sql`CREATE FUNCTION accounts_per_day_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.guest THEN
        PERFORM accounts_per_day_add(OLD.created_at, -1);
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') AND NOT NEW.guest THEN
        PERFORM accounts_per_day_add(NEW.created_at, 1);
      END IF;
      RETURN NULL;
    END $$`,
  sql`CREATE TRIGGER accounts_per_day_insert AFTER INSERT ON users
    FOR EACH ROW WHEN (NOT NEW.guest) EXECUTE FUNCTION accounts_per_day_count()`,
  sql`CREATE TRIGGER accounts_per_day_delete AFTER DELETE ON users
    FOR EACH ROW WHEN (NOT OLD.guest) EXECUTE FUNCTION accounts_per_day_count()`,
  // Only an update that moves an account in or out of the list, or to another day, counts.
  sql`CREATE TRIGGER accounts_per_day_update AFTER UPDATE OF guest, created_at ON users
    FOR EACH ROW WHEN (OLD.guest IS DISTINCT FROM NEW.guest OR OLD.created_at IS DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION accounts_per_day_count()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
