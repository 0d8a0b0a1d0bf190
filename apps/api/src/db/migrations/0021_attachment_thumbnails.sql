ALTER TABLE "attachments" ADD COLUMN "thumb_key" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "thumb_width" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "thumb_height" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_thumb_key_unique" UNIQUE("thumb_key");