import { type Kysely, sql } from 'kysely';

// The admin's appointments list pages newest first across every studio, and a page by offset
// walked every booking before it: 100,000 index entries 2,000 pages deep, about 10 ms of a core.
// The number of bookings starting on each UTC day lets a deep page start at the day that holds its
// first row. One counter row per day would make every booking, move and cancellation of every
// studio wait for the others of that day; instead each change appends a row (an insert waits for
// nobody), the day's number is the sum of its rows, and a periodic job folds them into one.
const statements = [
  sql`CREATE TABLE bookings_per_day (
    day date NOT NULL,
    bookings integer NOT NULL
  )`,
  sql`INSERT INTO bookings_per_day (day, bookings)
    SELECT (start_at AT TIME ZONE 'UTC')::date, count(*) FROM bookings GROUP BY 1`,
  // Statement triggers with the changed rows as a table: a set-based insert of many bookings (a
  // series, a data import) appends one row per day, not one per booking.
  sql`CREATE FUNCTION bookings_per_day_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bookings_per_day (day, bookings)
        SELECT (start_at AT TIME ZONE 'UTC')::date, count(*) FROM added GROUP BY 1;
      RETURN NULL;
    END $$`,
  sql`CREATE FUNCTION bookings_per_day_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bookings_per_day (day, bookings)
        SELECT (start_at AT TIME ZONE 'UTC')::date, -count(*) FROM removed GROUP BY 1;
      RETURN NULL;
    END $$`,
  sql`CREATE FUNCTION bookings_per_day_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bookings_per_day (day, bookings)
        VALUES ((OLD.start_at AT TIME ZONE 'UTC')::date, -1), ((NEW.start_at AT TIME ZONE 'UTC')::date, 1);
      RETURN NULL;
    END $$`,
  sql`CREATE TRIGGER bookings_per_day_insert AFTER INSERT ON bookings
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bookings_per_day_added()`,
  sql`CREATE TRIGGER bookings_per_day_delete AFTER DELETE ON bookings
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION bookings_per_day_removed()`,
  // Only a move to another day counts; a status change or a move within the day does not fire.
  sql`CREATE TRIGGER bookings_per_day_update AFTER UPDATE OF start_at ON bookings FOR EACH ROW
    WHEN ((OLD.start_at AT TIME ZONE 'UTC')::date <> (NEW.start_at AT TIME ZONE 'UTC')::date)
    EXECUTE FUNCTION bookings_per_day_moved()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
