CREATE TABLE "meal_times" (
	"meal" text PRIMARY KEY NOT NULL,
	"starts_at" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_times_meal_check" CHECK ("meal_times"."meal" IN ('breakfast', 'lunch', 'dinner')),
	CONSTRAINT "meal_times_starts_at_check" CHECK ("meal_times"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "meal_times" ADD CONSTRAINT "meal_times_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The times the portal showed before a centre could set its own (packages/contract meals-labels DEFAULT_MEAL_TIMES).
INSERT INTO "meal_times" ("meal", "starts_at") VALUES ('breakfast', '07:00'), ('lunch', '11:30'), ('dinner', '17:30');
--> statement-breakpoint
-- Every remembered week carries the times: a change makes every instance forget them all (migration 0024).
CREATE TRIGGER meal_times_announce AFTER INSERT OR UPDATE OR DELETE ON meal_times
  FOR EACH STATEMENT EXECUTE FUNCTION portal_announce('portal_meals');
