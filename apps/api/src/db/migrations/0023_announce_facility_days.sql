-- A facility's days as students' pages read them (its slots with their places taken, its weekly periods,
-- its closed days; a phone room's booths and the calls booked) are remembered by each API instance
-- (modules/reservations/repository/index.ts) and forgotten when any of them changes: the payload is the
-- facility's id (portal_announce, migration 0010).
-- Several rows of one facility in one transaction make one notification (PostgreSQL folds duplicates).
CREATE TRIGGER reservation_slots_announce_day AFTER INSERT OR UPDATE OR DELETE ON reservation_slots
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_facility_days', 'facility_id');
--> statement-breakpoint
CREATE TRIGGER reservation_templates_announce_day AFTER INSERT OR UPDATE OR DELETE ON reservation_templates
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_facility_days', 'facility_id');
--> statement-breakpoint
CREATE TRIGGER reservation_closed_days_announce_day AFTER INSERT OR UPDATE OR DELETE ON reservation_closed_days
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_facility_days', 'facility_id');
--> statement-breakpoint
-- A phone room's day also holds its booths and the calls booked in it.
CREATE TRIGGER reservations_announce_day AFTER INSERT OR UPDATE OR DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_facility_days', 'facility_id');
--> statement-breakpoint
CREATE TRIGGER reservation_resources_announce_day AFTER INSERT OR UPDATE OR DELETE ON reservation_resources
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_facility_days', 'facility_id');
