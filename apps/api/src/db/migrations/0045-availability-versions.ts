import { type Kysely, sql } from 'kysely';

// A shop's availability version: a counter that every change able to alter its free times bumps in
// the change's own transaction, by triggers, so that no code path can forget it. Each API worker
// keeps the serialized free-time answers it built under the version they were built at and serves
// one again only while the version read with the shop row on the request is still the same
// (features/availability/free-slots-cache.ts).
//
// The counter is one row per shop, updated in place: concurrent changes to a shop queue on the
// row, so the value a reader sees always counts every change committed before its snapshot (an
// insert-only log with sequence numbers would not: a lower number may commit after a higher one).
// Only the columns that decide free times bump it where a table also holds other data (a
// booking's reminder flag, a shop's name). No foreign key: a shop's deletion cascades to its
// bookings, whose triggers then bump a shop that is going away.
const statements = [
  sql`CREATE TABLE availability_versions (
    shop_id uuid PRIMARY KEY,
    version bigint NOT NULL
  )`,
  sql`CREATE FUNCTION bump_availability_version(shop uuid) RETURNS void LANGUAGE sql AS $$
    INSERT INTO availability_versions AS v (shop_id, version) VALUES (shop, 1)
    ON CONFLICT (shop_id) DO UPDATE SET version = v.version + 1
  $$`,
  // Tables with a shop_id column: the old and the new row's shop (a row may move, in theory).
  sql`CREATE FUNCTION availability_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN PERFORM bump_availability_version(OLD.shop_id); END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.shop_id IS DISTINCT FROM OLD.shop_id) THEN
        PERFORM bump_availability_version(NEW.shop_id);
      END IF;
      RETURN NULL;
    END
  $$`,
  // Who performs a treatment: the shop is the treatment's (gone already when a treatment's deletion
  // cascades here, and then the treatment's own trigger has bumped it).
  sql`CREATE FUNCTION availability_assignment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM bump_availability_version(shop_id) FROM services WHERE id = OLD.service_id;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM bump_availability_version(shop_id) FROM services WHERE id = NEW.service_id;
      END IF;
      RETURN NULL;
    END
  $$`,
  sql`CREATE FUNCTION availability_shop_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_availability_version(NEW.id);
      RETURN NULL;
    END
  $$`,
  sql`CREATE TRIGGER bookings_availability
    AFTER INSERT OR DELETE OR UPDATE OF shop_id, start_at, end_at, status, team_member_id ON bookings
    FOR EACH ROW EXECUTE FUNCTION availability_row_changed()`,
  sql`CREATE TRIGGER opening_hours_availability AFTER INSERT OR UPDATE OR DELETE ON opening_hours
    FOR EACH ROW EXECUTE FUNCTION availability_row_changed()`,
  sql`CREATE TRIGGER unavailabilities_availability AFTER INSERT OR UPDATE OR DELETE ON unavailabilities
    FOR EACH ROW EXECUTE FUNCTION availability_row_changed()`,
  sql`CREATE TRIGGER booking_rules_availability AFTER INSERT OR UPDATE OR DELETE ON booking_rules
    FOR EACH ROW EXECUTE FUNCTION availability_row_changed()`,
  sql`CREATE TRIGGER team_members_availability
    AFTER INSERT OR DELETE OR UPDATE OF shop_id, position, created_at ON team_members
    FOR EACH ROW EXECUTE FUNCTION availability_row_changed()`,
  sql`CREATE TRIGGER services_availability
    AFTER INSERT OR DELETE OR UPDATE OF shop_id, duration_minutes, active ON services
    FOR EACH ROW EXECUTE FUNCTION availability_row_changed()`,
  sql`CREATE TRIGGER service_team_members_availability
    AFTER INSERT OR UPDATE OR DELETE ON service_team_members
    FOR EACH ROW EXECUTE FUNCTION availability_assignment_changed()`,
  // The settings the free times depend on; status decides visibility, checked on every request.
  sql`CREATE TRIGGER shops_availability
    AFTER UPDATE OF timezone, slot_step_minutes, min_lead_minutes, horizon_days ON shops
    FOR EACH ROW EXECUTE FUNCTION availability_shop_changed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
