CREATE TABLE "meal_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"served_on" date NOT NULL,
	"meal" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_feedback_student_meal_unique" UNIQUE("student_id","served_on","meal"),
	CONSTRAINT "meal_feedback_rating_check" CHECK ("meal_feedback"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "meal_feedback_meal_check" CHECK ("meal_feedback"."meal" IN ('breakfast', 'lunch', 'dinner'))
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"served_on" date NOT NULL,
	"meal" text NOT NULL,
	"dishes" jsonb NOT NULL,
	"kcal" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meals_day_meal_unique" UNIQUE("served_on","meal"),
	CONSTRAINT "meals_meal_check" CHECK ("meals"."meal" IN ('breakfast', 'lunch', 'dinner')),
	CONSTRAINT "meals_kcal_check" CHECK ("meals"."kcal" IS NULL OR "meals"."kcal" BETWEEN 0 AND 3000)
);
--> statement-breakpoint
CREATE TABLE "student_allergies" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"allergens" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_feedback" ADD CONSTRAINT "meal_feedback_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_allergies" ADD CONSTRAINT "student_allergies_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;