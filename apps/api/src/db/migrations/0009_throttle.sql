-- Failed sign-ins last only the throttle window; the old rows (kind, key) are not carried over.
DELETE FROM "login_failures";--> statement-breakpoint
DROP INDEX "login_failures_lookup_idx";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "account" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","created_at");--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "key";