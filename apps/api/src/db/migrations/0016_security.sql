CREATE TABLE "firewall_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"address" text NOT NULL,
	"host" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"allowed_until" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firewall_requests_until_check" CHECK ("firewall_requests"."allowed_until" is null or "firewall_requests"."status" = 'approved')
);
--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "last_address" text;--> statement-breakpoint
ALTER TABLE "firewall_requests" ADD CONSTRAINT "firewall_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firewall_requests" ADD CONSTRAINT "firewall_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firewall_requests_student_idx" ON "firewall_requests" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "firewall_requests_status_idx" ON "firewall_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "firewall_requests_pending_key" ON "firewall_requests" USING btree ("student_id","host") WHERE status = 'pending';