CREATE TABLE "guardianships" (
	"parent_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"relation" text DEFAULT '보호자' NOT NULL,
	CONSTRAINT "guardianships_parent_id_student_id_pk" PRIMARY KEY("parent_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardianships_student_idx" ON "guardianships" USING btree ("student_id");