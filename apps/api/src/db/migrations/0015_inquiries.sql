CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"asker_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"teacher_id" integer,
	"answer_method" text,
	"category" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_kind_check" CHECK (("inquiries"."kind" = 'academic' AND "inquiries"."subject" IS NOT NULL AND "inquiries"."answer_method" IS NOT NULL AND "inquiries"."category" IS NULL)
        OR ("inquiries"."kind" = 'life' AND "inquiries"."category" IS NOT NULL AND "inquiries"."subject" IS NULL AND "inquiries"."teacher_id" IS NULL AND "inquiries"."answer_method" IS NULL)),
	CONSTRAINT "inquiries_status_check" CHECK (("inquiries"."status" = 'open' AND "inquiries"."answer" IS NULL AND "inquiries"."closed_at" IS NULL)
        OR ("inquiries"."status" = 'answered' AND "inquiries"."answer" IS NOT NULL AND "inquiries"."answered_at" IS NOT NULL)
        OR ("inquiries"."status" = 'closed' AND "inquiries"."closed_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_student_idx" ON "inquiries" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_asker_idx" ON "inquiries" USING btree ("asker_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");