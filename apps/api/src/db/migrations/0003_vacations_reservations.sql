CREATE TABLE "vacations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"expected_return_at" timestamp with time zone NOT NULL,
	"actual_return_at" timestamp with time zone,
	"reason" text NOT NULL,
	"consented_by" integer,
	"consented_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"return_marked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacations_period_check" CHECK ("vacations"."expected_return_at" > "vacations"."start_at")
);
--> statement-breakpoint
CREATE TABLE "counseling_cycles" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"korean" text DEFAULT 'as_needed' NOT NULL,
	"math" text DEFAULT 'as_needed' NOT NULL,
	"english" text DEFAULT 'as_needed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_closed_days" (
	"facility_id" text NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_closed_days_facility_id_date_pk" PRIMARY KEY("facility_id","date")
);
--> statement-breakpoint
CREATE TABLE "reservation_facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"rules_text" text DEFAULT '' NOT NULL,
	"daily_quota" integer,
	"weekly_quota" integer,
	"cutoff_time" text,
	"call_minutes" integer,
	"step_minutes" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_facilities_quota_check" CHECK (("reservation_facilities"."daily_quota" IS NULL OR "reservation_facilities"."daily_quota" > 0) AND ("reservation_facilities"."weekly_quota" IS NULL OR "reservation_facilities"."weekly_quota" > 0)),
	CONSTRAINT "reservation_facilities_call_check" CHECK (("reservation_facilities"."call_minutes" IS NULL OR "reservation_facilities"."call_minutes" > 0) AND ("reservation_facilities"."step_minutes" IS NULL OR "reservation_facilities"."step_minutes" > 0))
);
--> statement-breakpoint
CREATE TABLE "reservation_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"facility_id" text NOT NULL,
	"template_id" integer,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"booked" integer DEFAULT 0 NOT NULL,
	"closed_reason" text,
	CONSTRAINT "reservation_slots_booked_check" CHECK ("reservation_slots"."booked" >= 0 AND ("reservation_slots"."capacity" IS NULL OR "reservation_slots"."booked" <= "reservation_slots"."capacity")),
	CONSTRAINT "reservation_slots_time_check" CHECK ("reservation_slots"."ends_at" > "reservation_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "reservation_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_templates_weekday_check" CHECK ("reservation_templates"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "reservation_templates_capacity_check" CHECK ("reservation_templates"."capacity" IS NULL OR "reservation_templates"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"facility_id" text NOT NULL,
	"slot_id" bigint NOT NULL,
	"resource_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"no_show_marked_by" integer,
	CONSTRAINT "reservations_time_check" CHECK ("reservations"."ends_at" > "reservations"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_consented_by_users_id_fk" FOREIGN KEY ("consented_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_return_marked_by_users_id_fk" FOREIGN KEY ("return_marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_cycles" ADD CONSTRAINT "counseling_cycles_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_closed_days" ADD CONSTRAINT "reservation_closed_days_facility_id_reservation_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."reservation_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_closed_days" ADD CONSTRAINT "reservation_closed_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_resources" ADD CONSTRAINT "reservation_resources_facility_id_reservation_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."reservation_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_facility_id_reservation_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."reservation_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_template_id_reservation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."reservation_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_templates" ADD CONSTRAINT "reservation_templates_facility_id_reservation_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."reservation_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_facility_id_reservation_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."reservation_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_slot_id_reservation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."reservation_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_resource_id_reservation_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."reservation_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_show_marked_by_users_id_fk" FOREIGN KEY ("no_show_marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacations_student_idx" ON "vacations" USING btree ("student_id","start_at");--> statement-breakpoint
CREATE INDEX "vacations_status_idx" ON "vacations" USING btree ("status","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_resources_label_key" ON "reservation_resources" USING btree ("facility_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_slots_template_date_key" ON "reservation_slots" USING btree ("template_id","date");--> statement-breakpoint
CREATE INDEX "reservation_slots_facility_date_idx" ON "reservation_slots" USING btree ("facility_id","date","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_templates_facility_idx" ON "reservation_templates" USING btree ("facility_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" USING btree ("student_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_student_time_idx" ON "reservations" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_slot_idx" ON "reservations" USING btree ("slot_id","status");