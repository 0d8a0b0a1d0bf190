CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"key" text,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE done_at is null and failed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_key_idx" ON "jobs" USING btree ("key") WHERE key is not null and done_at is null and failed_at is null;--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("done_at") WHERE done_at is not null;