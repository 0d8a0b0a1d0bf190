-- The database announces changes to rows that API instances keep in memory (db/announced-cache.ts):
-- every write, whoever makes it (a service, a job, an operator in psql), notifies the channel with the
-- key of what changed, delivered when its transaction commits. TG_ARGV[0] is the channel, TG_ARGV[1]
-- the column whose value is announced; without a column the payload is 'all' (forget everything).
CREATE OR REPLACE FUNCTION portal_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_NARGS < 2 THEN
    PERFORM pg_notify(TG_ARGV[0], 'all');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify(TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[1]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify(TG_ARGV[0], to_jsonb(NEW) ->> TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Her unread count (the profile's badge).
CREATE TRIGGER alarms_announce AFTER INSERT OR UPDATE OR DELETE ON alarms
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_alarms', 'user_id');
--> statement-breakpoint
-- Her profile.
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_users', 'id');
--> statement-breakpoint
-- Her upcoming bookings, and the names and dates they are shown with.
CREATE TRIGGER reservations_announce AFTER INSERT OR UPDATE OR DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_bookings', 'student_id');
--> statement-breakpoint
CREATE TRIGGER reservation_facilities_announce AFTER UPDATE OF name OR DELETE ON reservation_facilities
  FOR EACH STATEMENT EXECUTE FUNCTION portal_announce('portal_bookings');
--> statement-breakpoint
CREATE TRIGGER reservation_slots_announce AFTER UPDATE OF date OR DELETE ON reservation_slots
  FOR EACH STATEMENT EXECUTE FUNCTION portal_announce('portal_bookings');
--> statement-breakpoint
CREATE TRIGGER reservation_resources_announce AFTER UPDATE OF label OR DELETE ON reservation_resources
  FOR EACH STATEMENT EXECUTE FUNCTION portal_announce('portal_bookings');
