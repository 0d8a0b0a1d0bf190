ALTER TABLE "student_classes" ADD COLUMN "previous_class_name" text;--> statement-breakpoint
ALTER TABLE "student_classes" ADD COLUMN "previous_joined_at" timestamp with time zone;