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
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_consented_by_users_id_fk" FOREIGN KEY ("consented_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_return_marked_by_users_id_fk" FOREIGN KEY ("return_marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_cycles" ADD CONSTRAINT "counseling_cycles_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacations_student_idx" ON "vacations" USING btree ("student_id","start_at");--> statement-breakpoint
CREATE INDEX "vacations_status_idx" ON "vacations" USING btree ("status","start_at");