CREATE TABLE "alarm_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"quiet_days" smallint[] NOT NULL,
	"quiet_all_day" boolean DEFAULT false NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_settings" ADD CONSTRAINT "alarm_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;