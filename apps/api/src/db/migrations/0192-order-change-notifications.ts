import { type Kysely, sql } from 'kysely';

// The order board hears of a shop's new or changed order when it commits (NOTIFY on the channel
// order_changes with the shop's id) instead of asking the database four times a second.
const statements = [
  sql`CREATE FUNCTION orders_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('order_changes', NEW.shop_id::text);
      RETURN NULL;
    END $$`,
  sql`CREATE TRIGGER orders_notify_change AFTER INSERT OR UPDATE ON orders
    FOR EACH ROW EXECUTE FUNCTION orders_notify_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
